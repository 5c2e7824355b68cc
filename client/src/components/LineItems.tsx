import { Box, Button, HStack, Table, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRs } from '../lib/money';
import { Thumbnail } from './Thumbnail';

/** The head of a table of bought items (the cart, an order); `removable`: a last column for the remove buttons. */
export function LineItemsHead({ removable = false }: { removable?: boolean }) {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>Item</Table.ColumnHeader>
        <Table.ColumnHeader>Price</Table.ColumnHeader>
        <Table.ColumnHeader>Quantity</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
        {removable && (
          <Table.ColumnHeader>
            <span className="sr-only">Remove</span>
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}

/** The first cell of a bought item: its picture, its name and its chosen options, one a line. */
export function LineItemCell({
  imageUrl,
  name,
  options,
  thumbnail,
}: {
  imageUrl?: string | null;
  name: string;
  options: string[];
  /** The picture's side in pixels. */
  thumbnail: number;
}) {
  return (
    <Table.Cell data-primary="">
      <HStack gap="3" minW={{ base: '0', md: '200px' }}>
        <Thumbnail src={imageUrl} size={thumbnail} />
        <Box minW="0">
          <Text fontWeight="medium">{name}</Text>
          {options.map((o) => (
            <Text key={o} fontSize="xs" color="ink.600">
              {o}
            </Text>
          ))}
        </Box>
      </HStack>
    </Table.Cell>
  );
}

/** A line of a money summary (Sub Total, Discount, Shipping, Grand Total): its label, then its amount. */
export function TotalRow({
  label,
  value,
  testId,
  ...rest
}: { label: ReactNode; value: ReactNode; testId?: string } & StackProps) {
  return (
    <HStack gap="8" justify="space-between" {...rest}>
      <Text>{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </HStack>
  );
}

/** The Discount line of a summary: the amount taken off, with the code that took it. */
export function DiscountRow({
  amount,
  code,
  ...rest
}: { amount: number; code?: string | null; testId: string } & StackProps) {
  return <TotalRow label={`Discount${code ? ` (${code})` : ''}`} value={`-${formatRs(amount)}`} {...rest} />;
}

/** The Grand Total line of a summary, in bold. */
export function GrandTotalRow({ amount, ...rest }: { amount: number; testId: string } & StackProps) {
  return <TotalRow label="Grand Total" value={formatRs(amount)} fontWeight="bold" {...rest} />;
}

/** A table row's Remove button (a cart line, a variant), named for what it removes. */
export function RemoveCell({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Table.Cell>
      <Button
        type="button"
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </Table.Cell>
  );
}
