import { HStack, Text } from '@chakra-ui/react';

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const full = Math.round(rating);
  return (
    <HStack gap="1" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5${count != null ? `, ${count} reviews` : ''}`}>
      <Text as="span" color="orange.400" letterSpacing="1px" aria-hidden>
        {'★'.repeat(full)}
        <Text as="span" color="gray.300">
          {'★'.repeat(5 - full)}
        </Text>
      </Text>
      {count != null && (
        <Text as="span" fontSize="xs" color="ink.600">
          ({count})
        </Text>
      )}
    </HStack>
  );
}
