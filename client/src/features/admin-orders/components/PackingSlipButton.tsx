import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { notify } from '../../../components/toaster';
import { ADMIN } from '../../../lib/admin';
import { PackingSlipLinkDocument, openFileLink } from '../api/packing-slips';

/** Opens the printable packing slips (with invoices) of `orderIds` by their signed link; the server's message when refused. */
export function PackingSlipButton({
  orderIds,
  children,
  ...rest
}: { orderIds: number[]; children: React.ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const [link, { loading }] = useMutation(PackingSlipLinkDocument, ADMIN);
  return (
    <Button
      variant="outline"
      loading={loading}
      disabled={orderIds.length === 0}
      {...rest}
      onClick={async () => {
        try {
          const { data } = await link({ variables: { orderIds } });
          const r = data?.packingSlipLink;
          if (!r?.url) {
            notify.error(r?.errors[0]?.message ?? 'The packing slips could not be made.');
            return;
          }
          openFileLink(r.url);
          if (r.message) notify.success(r.message);
        } catch (err) {
          notify.error((err as Error).message || 'The packing slips could not be made.');
        }
      }}
    >
      {children}
    </Button>
  );
}
