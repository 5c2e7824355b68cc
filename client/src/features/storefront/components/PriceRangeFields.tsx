import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import { HiddenParams } from './ShopFilters';
import type { PriceRange } from './shopListing';

export type PriceField = 'min' | 'max';
const LABELS: Record<PriceField, string> = { min: 'Min price', max: 'Max price' };

export const priceText = (rupees: number | null) => (rupees === null ? '' : String(rupees));

/**
 * The price range form's markup: a minimum and a maximum in rupees, Apply, and Clear while a
 * range is on. Plain elements styled by the theme's `.price-form` classes, like the rest of
 * the filters. The working form (PriceRangeForm: react-hook-form and zod) loads after the
 * page; until then (and without JavaScript) this shows the same form as a plain GET form
 * (`PriceRangePlaceholder`), so the server-rendered page does not move when it comes. `scope` keeps ids apart (the side
 * panel's form and the drawer's).
 */
export function PriceRangeFields({
  scope,
  input,
  errors = {},
  active,
  onSubmit,
  onFocus,
  onClear,
  disabled,
  params,
  linkClear,
}: {
  scope: string;
  input: (name: PriceField) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  errors?: Partial<Record<PriceField, string>>;
  active: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  onClear?: () => void;
  disabled?: boolean;
  /** The listing's URL parameters, kept by the form when it is sent without JavaScript (a GET of /shop). */
  params?: URLSearchParams;
  /** Clear as a link (the form before its script), else a button calling onClear. */
  linkClear?: boolean;
}) {
  const id = (name: PriceField) => `${scope}-price-${name}`;
  const cleared = params && linkClear ? new URLSearchParams(params) : null;
  cleared?.delete('min_price');
  cleared?.delete('max_price');
  cleared?.delete('page');
  return (
    <form
      className="price-form"
      aria-label="Price range"
      noValidate
      method="get"
      action="/shop"
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      {params && <HiddenParams params={params} except={['min_price', 'max_price']} />}
      <div className="price-form__fields">
        {(['min', 'max'] as const).map((name) => (
          <div key={name} className="price-form__field">
            <label htmlFor={id(name)}>{LABELS[name]}</label>
            <input
              id={id(name)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Rs"
              disabled={disabled}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
              {...input(name)}
            />
          </div>
        ))}
      </div>
      {(['min', 'max'] as const).map((name) =>
        errors[name] ? (
          <p key={name} id={`${id(name)}-error`} className="price-form__error" role="alert">
            {errors[name]}
          </p>
        ) : null,
      )}
      <div className="price-form__actions">
        <button type="submit" className="shop-button shop-button--solid" disabled={disabled}>
          Apply
        </button>
        {active &&
          (cleared ? (
            <a className="shop-button" href={cleared.size ? `/shop?${cleared}` : '/shop'}>
              Clear
            </a>
          ) : (
            <button type="button" className="shop-button" disabled={disabled} onClick={onClear}>
              Clear
            </button>
          ))}
      </div>
    </form>
  );
}

/**
 * The form before its code has loaded (and without JavaScript): a plain GET form whose fields
 * are the URL's own `min_price` and `max_price`, read by the server render like any shop URL.
 */
export function PriceRangePlaceholder({
  scope,
  range,
  params,
}: {
  scope: string;
  range: PriceRange;
  params: URLSearchParams;
}) {
  return (
    <PriceRangeFields
      scope={scope}
      input={(name) => ({ name: `${name}_price`, defaultValue: priceText(range[name]) })}
      active={range.min !== null || range.max !== null}
      params={params}
      linkClear
    />
  );
}
