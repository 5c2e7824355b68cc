import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { downloadPackingSlips } from '../api/packing-slips';

/** Downloads the printable packing slips (with invoices) of `orderIds`; the server's message when refused. */
export function PackingSlipButton({
  orderIds,
  children,
  ...rest
}: { orderIds: number[]; children: React.ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      disabled={orderIds.length === 0}
      {...rest}
      onClick={async () => {
        setBusy(true);
        try {
          const refused = await downloadPackingSlips(orderIds);
          if (refused) notify.error(refused);
        } catch {
          notify.error('The packing slips could not be made. Check the connection and try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
