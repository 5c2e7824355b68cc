import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { discountCodeInput } from '@inputs/promotions';
import { useState } from 'react';

/**
 * The checkout's 'Discount code' field with 'Apply': the code goes to the server's quote, which
 * says whether it applies (`error`: its message on discount_code). Enter applies the code
 * instead of placing the order.
 */
export function DiscountCodeField({
  applied,
  error,
  onApply,
}: {
  applied: string | null;
  error?: string;
  onApply: (code: string | null) => void;
}) {
  const [text, setText] = useState(applied ?? '');
  const [invalid, setInvalid] = useState<string>();
  function apply() {
    const parsed = discountCodeInput.safeParse({ discountCode: text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onApply(parsed.data.discountCode ?? null);
  }
  const message = invalid ?? error;
  return (
    <Field.Root invalid={!!message}>
      <Field.Label>Discount code</Field.Label>
      <HStack w="full">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
          autoComplete="off"
          bg="white"
        />
        <Button type="button" variant="outline" colorPalette="brand" onClick={apply}>
          Apply
        </Button>
      </HStack>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
