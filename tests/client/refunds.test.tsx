/**
 * The order page's Refund dialog: the amount starts at what is left to refund, the shared
 * schema's messages for a bad amount or no reason (nothing is sent), the reference asked only of
 * a payment that goes back by hand, the server's refusal under its field, and a resend after a
 * lost answer carrying the same idempotency key (so the server refunds once).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable, of, throwError } from 'rxjs';
import { REFUND_AMOUNT_INVALID, REFUND_REASON_REQUIRED } from '@inputs/refunds';
import { Providers } from '../../client/src/app/providers';
import { RefundDialog } from '../../client/src/features/admin-orders/components/RefundsPanel';

type Answer = () => Observable<unknown>;

function renderDialog(answers: Answer[], { byApi = true, refundable = 1850.5 } = {}) {
  const sent: Array<Record<string, unknown>> = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      sent.push(operation.variables);
      return (answers.shift() ?? (() => throwError(() => new Error('unexpected request'))))() as never;
    }),
  });
  const onDone = jest.fn(async () => undefined);
  const onClose = jest.fn();
  render(
    <Providers client={client}>
      <RefundDialog orderId={42} refundable={refundable} byApi={byApi} onClose={onClose} onDone={onDone} />
    </Providers>,
  );
  return { sent, onDone, onClose };
}

const amount = () => screen.getByLabelText('Amount (Rs)') as HTMLInputElement;
const reason = () => screen.getByLabelText('Reason (mailed to the customer)');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
const payload = (fields: Record<string, unknown>) => () =>
  of({
    data: {
      refundOrder: { __typename: 'RefundPayload', message: null, refund: null, errors: [], ...fields },
    },
  });

describe('the Refund dialog', () => {
  it('starts at what is left, and refuses no reason or a bad amount with the schema’s messages, sending nothing', async () => {
    const { sent } = renderDialog([]);
    expect(amount().value).toBe('1850.5');
    expect(screen.queryByLabelText('Reference')).toBeNull();
    submit();
    expect(await screen.findByText(REFUND_REASON_REQUIRED)).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '0' } });
    fireEvent.change(reason(), { target: { value: 'Damaged' } });
    submit();
    expect(await screen.findByText(REFUND_AMOUNT_INVALID)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks a payment made by hand for its reference, and shows the server’s refusal under its field', async () => {
    const { sent, onDone } = renderDialog(
      [
        payload({
          errors: [
            {
              __typename: 'FieldError',
              field: 'amount',
              message: 'At most Rs 1,000 is left to refund on this order.',
              code: 'OVER_REFUND',
            },
          ],
        }),
      ],
      { byApi: false, refundable: 1000 },
    );
    fireEvent.change(amount(), { target: { value: '1000' } });
    fireEvent.change(reason(), { target: { value: 'Returned' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'HBL-1' } });
    submit();
    expect(await screen.findByText('At most Rs 1,000 is left to refund on this order.')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ orderId: 42, amount: 1000, reason: 'Returned', reference: 'HBL-1' }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the same idempotency key again after a lost answer, and a new one for the next refund', async () => {
    const { sent, onDone } = renderDialog([
      () => throwError(() => new Error('Failed to fetch')),
      payload({ message: 'Refund recorded.', refund: { __typename: 'Refund', id: 7 } }),
      payload({ message: 'Refund recorded.', refund: { __typename: 'Refund', id: 8 } }),
    ]);
    fireEvent.change(amount(), { target: { value: '500.25' } });
    fireEvent.change(reason(), { target: { value: 'Missing button' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ amount: 500.25, reason: 'Missing button', reference: null });
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(String(sent[0].idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    // Answered: another refund from the same dialog is another request.
    submit();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].idempotencyKey).not.toBe(sent[0].idempotencyKey);
  });
});
