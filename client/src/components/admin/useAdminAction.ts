import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { ADMIN } from '../../lib/admin';
import { notify } from '../toaster';

/** What a back-office action answers (a payload with `message` and `errors { ...FieldErrors }`). */
export type ActionAnswer =
  { message?: string | null; errors: ReadonlyArray<{ message: string }> } | null | undefined;

/**
 * A back-office action without a form (a button: mark paid, confirm, cancel a booking, disable a
 * member): runs `document`, asking `question` first when there is one, toasts the server's
 * message or its first error (the spec's 'Something went wrong' when there is none), and then
 * reads the page again (`after`) whatever came back.
 */
export function useAdminAction<Data, Vars extends OperationVariables>(
  document: TypedDocumentNode<Data, Vars>,
  answer: (data: Data) => ActionAnswer,
  after: () => Promise<unknown>,
) {
  const [mutation, { loading }] = useMutation(document, ADMIN);
  // Apollo's options type hides `variables` behind a conditional type a generic Vars cannot satisfy.
  const mutate = mutation as unknown as (options: { variables: Vars }) => Promise<{ data?: Data | null }>;
  async function run(variables: Vars, question?: string) {
    if (question && !window.confirm(question)) return;
    try {
      const { data } = await mutate({ variables });
      const r = data ? answer(data) : null;
      if (!r || r.errors.length) notify.error(r?.errors[0]?.message ?? 'Something went wrong');
      else notify.success(r.message);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
    await after();
  }
  return { run, loading };
}
