import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PriceRangeFields, priceText } from './PriceRangeFields';
import type { PriceRange } from './shopListing';

interface Values {
  min: string;
  max: string;
}
/** The range the rules answer, in paisa. */
interface Checked {
  min?: number;
  max?: number;
}

// The rules load the first time the form is focused or sent: see priceRangeRules.ts.
const loadRules = () => import('./priceRangeRules');
const resolver: Resolver<Values, unknown, Checked> = async (values, context, options) =>
  ((await loadRules()).priceRangeResolver as unknown as Resolver<Values, unknown, Checked>)(
    values,
    context,
    options,
  );
const rupees = (paisa: number | undefined) => (paisa === undefined ? null : paisa / 100);

/**
 * The shop's price range (react-hook-form with zod rules): a minimum and a maximum in
 * rupees, either optional; Apply hands the range to `onApply` (the page puts it in the URL),
 * Clear removes it. Loaded after the page (ShopPage shows PriceRangePlaceholder until then).
 */
export function PriceRangeForm({
  scope,
  range,
  onApply,
  params,
}: {
  scope: string;
  range: PriceRange;
  onApply: (range: PriceRange) => void;
  /** The listing's URL parameters (kept when the server-rendered form is sent before the script runs). */
  params?: URLSearchParams;
}) {
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, Checked>({
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
      onSubmit={handleSubmit((v) => onApply({ min: rupees(v.min), max: rupees(v.max) }))}
      onClear={() => onApply({ min: null, max: null })}
      params={params}
    />
  );
}
