import { HStack, Text } from '@chakra-ui/react';
import { formatRs } from '../lib/money';

export function Price({
  price,
  comparePrice,
  size = 'md',
}: {
  price: number;
  comparePrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const fontSize = { sm: 'sm', md: 'md', lg: '2xl' }[size];
  return (
    <HStack gap="2" align="baseline">
      <Text as="span" fontWeight="bold" color="brand.700" fontSize={fontSize} whiteSpace="nowrap">
        {formatRs(price)}
      </Text>
      {comparePrice != null && comparePrice > price && (
        <Text
          as="s"
          whiteSpace="nowrap"
          color="ink.600"
          fontSize={size === 'lg' ? 'md' : 'sm'}
          aria-label={`was ${formatRs(comparePrice)}`}
        >
          {formatRs(comparePrice)}
        </Text>
      )}
    </HStack>
  );
}
