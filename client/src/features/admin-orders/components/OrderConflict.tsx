import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';

/** One field of the order form: its label, and how a value reads ("Shipped", a courier's name, "none"). */
export interface ConflictField {
  label: string;
  before: string;
  now: string;
}

/**
 * The order changed since the form read it, so nothing was saved: what changed (field by field
 * and the history entries since), the admin's own change, and the two ways on.
 */
export function OrderConflict({
  message,
  theirs,
  since,
  mine,
  onReapply,
  onDiscard,
}: {
  message: string;
  theirs: ConflictField[];
  since: string[];
  mine: Array<{ label: string; value: string }>;
  onReapply: () => void;
  onDiscard: () => void;
}) {
  return (
    <Box
      role="alert"
      data-testid="order-conflict"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="md"
      p="3"
      fontSize="sm"
    >
      <Text fontWeight="semibold" mb="1">
        {message}
      </Text>
      {theirs.length > 0 && (
        <Stack as="ul" gap="0.5" pl="4" mb="1">
          {theirs.map((f) => (
            <Text as="li" key={f.label}>
              {f.label}: {f.before} → {f.now}
            </Text>
          ))}
        </Stack>
      )}
      {since.length > 0 && <Text mb="1">Since you opened it: {since.join('; ')}.</Text>}
      <Text mb="2">
        Your change: {mine.length ? mine.map((f) => `${f.label} → ${f.value}`).join(', ') : 'none'}.
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={onReapply} disabled={!mine.length}>
          Apply my change again
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard my change
        </Button>
      </HStack>
    </Box>
  );
}
