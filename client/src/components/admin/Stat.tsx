import { Box, Text } from '@chakra-ui/react';

/** A figure under its label: the dashboard's counts (a card) and a report's totals (`compact`, on a tint). */
export function Stat({
  label,
  value,
  note,
  testId,
  compact = false,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
  compact?: boolean;
}) {
  return (
    <Box
      bg={compact ? 'brand.50' : 'white'}
      p={compact ? '4' : '5'}
      borderRadius="card"
      boxShadow={compact ? undefined : 'sm'}
      data-testid={testId}
    >
      <Text fontSize="sm" color="ink.600">
        {label}
      </Text>
      <Text fontSize={compact ? '2xl' : '3xl'} fontWeight="bold" color="brand.800">
        {value}
      </Text>
      {note && (
        <Text fontSize="xs" color="ink.600">
          {note}
        </Text>
      )}
    </Box>
  );
}
