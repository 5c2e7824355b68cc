import type { ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ADMIN } from '../../../lib/admin';
import { PackingSlipLinkDocument } from '../api/print-links';
import { FileLinkButton } from './FileLinkButton';

/** Opens the printable packing slips (with invoices) of `orderIds` by their signed link; the server's message when refused. */
export function PackingSlipButton({
  orderIds,
  children,
  ...rest
}: { orderIds: number[]; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const [link] = useMutation(PackingSlipLinkDocument, ADMIN);
  return (
    <FileLinkButton
      link={async () => (await link({ variables: { orderIds } })).data?.packingSlipLink}
      failure="The packing slips could not be made."
      announce
      disabled={orderIds.length === 0}
      {...rest}
    >
      {children}
    </FileLinkButton>
  );
}
