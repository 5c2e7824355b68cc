import { Badge, Box, Button, Checkbox, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CategoryChoicesDocument } from '../../../components/admin/CategorySelect';
import { ADMIN } from '../../../lib/admin';
import { flattenTree } from '../../../lib/tree';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../../lib/useDebounced';
import { DiscountProductSearchDocument } from '../api/discounts';

/** The categories a code is limited to (a category covers its subcategories); none: every category. */
export function CategoryChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { data } = useQuery(CategoryChoicesDocument, ADMIN);
  const categories = flattenTree(data?.adminCategories ?? []);
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1">
        Only these categories (none: all)
      </Text>
      <Wrap gap="3" maxH="10rem" overflowY="auto">
        {categories.map((c) => (
          <Checkbox.Root
            key={c.id}
            checked={value.includes(c.id)}
            onCheckedChange={(e) =>
              onChange(e.checked ? [...value, c.id] : value.filter((id) => id !== c.id))
            }
            size="sm"
            ml={c.depth * 3}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Box>
  );
}

/** The products a code is limited to: found by title or SKU, added, and removed again. */
export function ProductChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [text, setText] = useState('');
  const [titles, setTitles] = useState<Record<number, string>>({});
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data } = useQuery(DiscountProductSearchDocument, {
    ...ADMIN,
    variables: { search },
    skip: !search,
  });
  const found = search ? (data?.adminProducts.items ?? []) : [];
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Only these products (none: all)
      </Text>
      <Wrap gap="2">
        {value.map((id) => (
          <Badge key={id} variant="subtle" colorPalette="brand" px="2" py="1">
            {titles[id] ?? `Product #${id}`}
            <Button
              size="2xs"
              variant="ghost"
              aria-label={`Remove ${titles[id] ?? `product ${id}`}`}
              onClick={() => onChange(value.filter((x) => x !== id))}
            >
              ×
            </Button>
          </Badge>
        ))}
      </Wrap>
      <Input
        type="search"
        placeholder="Find a product to add"
        aria-label="Find a product to add"
        value={text}
        onChange={(e) => setText(e.target.value)}
        bg="white"
      />
      {found
        .filter((p) => !value.includes(p.id))
        .map((p) => (
          <HStack key={p.id} justify="space-between">
            <Text fontSize="sm">{p.title}</Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                setTitles((t) => ({ ...t, [p.id]: p.title }));
                onChange([...value, p.id]);
              }}
            >
              Add
            </Button>
          </HStack>
        ))}
    </Stack>
  );
}
