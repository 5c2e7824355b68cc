/**
 * The spec's validation messages, verbatim, in one place: the server's checks and the web
 * client's forms both read them from here (through the shared input schemas beside this file).
 */
import { MAX_PRICE_RUPEES } from './columns';

const MAX_PRICE = MAX_PRICE_RUPEES.toLocaleString('en');

export const M = {
  // accounts
  nameRequired: 'The name field is required',
  emailRequired: 'The email field is required',
  emailInvalid: 'Invalid email address',
  emailInvisible:
    'The email address contains invisible characters (such as zero-width spaces). Please type it again.',
  passwordRequired: 'The password field is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'The password may not be greater than 200 characters.',
  confirmRequired: 'The confirm password field is required',
  passwordsDiffer: 'Passwords do not match',
  currentPasswordRequired: 'The current password field is required',
  // contact and checkout
  contactName: 'Name is required',
  contactEmail: 'Email is required',
  mobileRequired: 'Mobile is required',
  mobileInvalid: 'Enter a valid mobile number',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  provinceRequired: 'Province is required',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  zipRequired: 'Postal Code is required',
  paymentMethodRequired: 'Please choose a payment method.',
  // reviews
  reviewRequired: 'Please fill in all fields and select a rating.',
  ratingInvalid: 'The rating must be a whole number from 1 to 5.',
  // back office
  statusRequired: 'Please select a status',
  parentInvalid: 'The selected parent category is invalid.',
  attributeNameRequired: 'Attribute name is required.',
  attributeValuesRequired: 'At least one value is required.',
  titleRequired: 'The title field is required',
  categoryRequired: 'Please select a category',
  // (sic: two spaces, as the spec has it)
  priceRequired: 'The  price field is required',
  priceInvalid: `The price must be a number from 0 to ${MAX_PRICE}.`,
  comparePriceInvalid: `The discounted price must be a number from 0 to ${MAX_PRICE}.`,
  skuRequired: 'The sku field is required',
  featuredRequired: 'Please select Featured status',
  qtyInvalid: 'The quantity must be a whole number of at least 0.',
  brandInvalid: 'The selected brand is invalid.',
  valueJson: 'Each attribute value must be JSON with an id and a qty.',
  valueId: 'Each attribute value must have a valid id.',
  stockChangesInvalid: 'Stock changes must be a list.',
  stockCellInvalid:
    'A stock change names one stock: a linked value (attributeValueId), a variant (variantId), or neither for the quantity.',
  stockSetOrAdjust:
    'A stock change is either the new quantity with the quantity you read (quantity and compareQuantity), or an adjustment (delta).',
  stockQuantityInvalid: 'A stock quantity must be a whole number from 0 to 1,000,000.',
  stockDeltaInvalid:
    'An adjustment must be a whole number of units other than 0 (at most 1,000,000 either way).',
  stockEntryInvalid:
    'Type the new quantity (e.g. 12), or + or - and the units to add or take away (e.g. +12).',
  variantNameRequired: 'Product name is required',
  basePriceRequired: 'Base price is required',
  variantSkuRequired: 'SKU is required',
  variantPriceRequired: 'Price is required',
  variantStockRequired: 'Stock is required',
  variantSizeRequired: 'Size is required',
  variantColorRequired: 'Color is required',
  variantSkuDuplicate: 'Each variant needs its own SKU.',
} as const;

/** The message naming the allowed values, e.g. "The sort must be one of: id, name." */
export function allowedValues(label: string, allowed: readonly string[]): string {
  return `The ${label} must be one of: ${allowed.join(', ')}.`;
}

/** "The name may not be greater than 120 characters." */
export const tooLong = (label: string, max: number) => `${label} may not be greater than ${max} characters.`;
