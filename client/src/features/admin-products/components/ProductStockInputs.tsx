import { Box, Checkbox, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Dispatch, SetStateAction } from 'react';

/** How an edit's stock cells are typed (product-merge.ts sends them as sets or adjustments). */
export const STOCK_HINT =
  'Stock: type the new quantity, or + or − and the units to add or take away (+12 received). Only the quantities you change are saved; orders go on selling meanwhile.';

interface Attribute {
  id: number;
  name: string;
  values: Array<{ id: number; value: string }>;
}

/**
 * The attributes and their values, each ticked value with its stock. On an edit, a value already
 * linked (`linked`) is a stock cell (a quantity or +/- units); a value ticked now starts at its
 * quantity (at least 1).
 */
export function AttributePicker({
  attributes,
  attrs,
  setAttrs,
  chosen,
  setChosen,
  linked,
  errors,
}: {
  attributes: Attribute[];
  attrs: number[];
  setAttrs: Dispatch<SetStateAction<number[]>>;
  chosen: Record<number, string>;
  setChosen: Dispatch<SetStateAction<Record<number, string>>>;
  linked: Record<number, string>;
  errors: Record<string, string>;
}) {
  return (
    <Stack gap="3" data-testid="attribute-picker">
      {attributes.map((a) => (
        <Box key={a.id} borderWidth="1px" borderRadius="md" p="3">
          <Checkbox.Root
            checked={attrs.includes(a.id)}
            onCheckedChange={(e) => setAttrs((s) => (e.checked ? [...s, a.id] : s.filter((x) => x !== a.id)))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="semibold">{a.name}</Checkbox.Label>
          </Checkbox.Root>
          {attrs.includes(a.id) && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" mt="2" pl="6">
              {a.values.map((v) => {
                const cell = v.id in linked;
                const error = errors[`attributeValues.${v.id}.qty`];
                return (
                  <Field.Root key={v.id} invalid={!!error}>
                    <HStack>
                      <Checkbox.Root
                        checked={v.id in chosen}
                        onCheckedChange={(e) =>
                          setChosen((s) => {
                            const n = { ...s };
                            // Ticked again, a linked value shows its stock as it was read.
                            if (e.checked) n[v.id] = linked[v.id] ?? '1';
                            else delete n[v.id];
                            return n;
                          })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{v.value}</Checkbox.Label>
                      </Checkbox.Root>
                      {v.id in chosen && (
                        <Input
                          size="xs"
                          type={cell ? 'text' : 'number'}
                          min={cell ? undefined : 1}
                          w="70px"
                          aria-label={`Quantity of ${v.value}`}
                          value={chosen[v.id]}
                          onChange={(e) => setChosen((s) => ({ ...s, [v.id]: e.target.value }))}
                        />
                      )}
                    </HStack>
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
          )}
        </Box>
      ))}
    </Stack>
  );
}
