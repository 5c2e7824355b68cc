import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PriceRangeFields, priceText } from './PriceRangeFields';
import { parseRupees, type PriceRange } from './shopListing';

interface Values {
  min: string;
  max: string;
}

// The rules (zod) load the first time the form is focused or sent: see priceRangeSchema.ts.
const loadRules = () => import('./priceRangeSchema');
const resolver: Resolver<Values> = async (values, context, options) =>
  (await loadRules()).priceRangeResolver(values, context, options);

/**
 * The shop's price range (react-hook-form with zod rules): a minimum and a maximum in
 * rupees, either optional; Apply hands the range to `onApply` (the page puts it in the URL),
 * Clear removes it. Loaded after the page (ShopPage shows PriceRangePlaceholder until then).
 */
export function PriceRangeForm({
  scope,
  range,
  onApply,
}: {
  scope: string;
  range: PriceRange;
  onApply: (range: PriceRange) => void;
}) {
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { min: priceText(range.min), max: priceText(range.max) },
  });
  // The URL changed (the other form, Clear, the browser's back button): show its range.
  useEffect(() => {
    reset({ min: priceText(range.min), max: priceText(range.max) });
  }, [range.min, range.max, reset]);
  const { errors } = formState;
  return (
    <PriceRangeFields
      scope={scope}
      input={(name) => ({ defaultValue: priceText(range[name]), ...register(name) })}
      errors={{ min: errors.min?.message, max: errors.max?.message }}
      active={range.min !== null || range.max !== null}
      onFocus={() => void loadRules()}
      onSubmit={handleSubmit((v) => onApply({ min: parseRupees(v.min), max: parseRupees(v.max) }))}
      onClear={() => onApply({ min: null, max: null })}
    />
  );
}
