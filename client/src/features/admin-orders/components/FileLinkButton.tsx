import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { notify } from '../../../components/toaster';
import { graphql } from '../../../gql';
import type { PrintLinkFragment } from '../../../gql/graphql';
import { openFileLink } from '../api/print-links';

/** The server's answer to a file link (`...PrintLink`): the link, or why it was refused. */
export const PrintLinkFragmentDoc = graphql(`
  fragment PrintLink on PrintLinkPayload {
    url
    message
    errors {
      ...FieldErrors
    }
  }
`);

/**
 * Opens a PDF of the back office (packing slips, airway bills) by the signed link `link` asks
 * for: the server's refusal is a toast (else `failure`), and `announce` toasts its message.
 */
export function FileLinkButton({
  link,
  failure,
  announce = false,
  children,
  ...rest
}: {
  link: () => Promise<PrintLinkFragment | null | undefined>;
  failure: string;
  announce?: boolean;
  children: ReactNode;
} & Omit<ButtonProps, 'onClick'>) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="outline"
      loading={loading}
      {...rest}
      onClick={async () => {
        setLoading(true);
        try {
          const r = await link();
          if (!r?.url) {
            notify.error(r?.errors[0]?.message ?? failure);
            return;
          }
          openFileLink(r.url);
          if (announce && r.message) notify.success(r.message);
        } catch (err) {
          notify.error((err as Error).message || failure);
        } finally {
          setLoading(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
