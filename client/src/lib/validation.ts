/** Client-side checks with the spec's verbatim messages (the server checks again). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_RE = /^\d{10,15}$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

/** The spec's toast for an answer of the wrong shape (e.g. a payload missing from a response). */
export const UNEXPECTED_RESPONSE = 'Unexpected server response.';

export function validateContact(v: { name: string; email: string; mobile: string; subject: string; message: string }) {
  const e: Errors<keyof typeof v> = {};
  if (!v.name.trim()) e.name = 'Name is required';
  if (!v.email.trim()) e.email = 'Email is required';
  else if (!EMAIL_RE.test(v.email.trim())) e.email = 'Invalid email address';
  if (!v.mobile.trim()) e.mobile = 'Mobile is required';
  else if (!MOBILE_RE.test(v.mobile.trim())) e.mobile = 'Enter a valid mobile number';
  if (!v.subject.trim()) e.subject = 'Subject is required';
  if (!v.message.trim()) e.message = 'Message is required';
  return e;
}

export const REVIEW_MESSAGE = 'Please fill in all fields and select a rating.';

export function validateReview(v: { name: string; comment: string; rating: number }): string | null {
  return v.name.trim() && v.comment.trim() && v.rating > 0 ? null : REVIEW_MESSAGE;
}

/** Server field errors (GraphQL payload `errors`) as field → first message. */
export function firstErrors<K extends string>(errors: ReadonlyArray<{ field: string; message: string }>): Errors<K> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.field] ??= e.message;
  return out as Errors<K>;
}

const emailError = (email: string, required = 'The email field is required') =>
  !email.trim() ? required : !EMAIL_RE.test(email.trim()) ? 'Invalid email address' : undefined;

function clean<K extends string>(e: Partial<Record<K, string | undefined>>): Errors<K> {
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as Errors<K>;
}

export function validateLogin(v: { email: string; password: string }) {
  return clean<'email' | 'password'>({ email: emailError(v.email), password: v.password ? undefined : 'The password field is required' });
}

export function validateRegister(v: { name: string; email: string; password: string }) {
  return clean<'name' | 'email' | 'password'>({
    name: v.name.trim() ? undefined : 'The name field is required',
    email: emailError(v.email),
    password: v.password ? undefined : 'The password field is required',
  });
}

export function validateForgot(v: { email: string }) {
  return clean<'email'>({ email: emailError(v.email) });
}

export function validateReset(v: { password: string; password_confirmation: string }) {
  return clean<'password' | 'password_confirmation'>({
    password: !v.password ? 'The password field is required' : v.password.length < 6 ? 'Password must be at least 6 characters' : undefined,
    password_confirmation: !v.password_confirmation
      ? 'The confirm password field is required'
      : v.password_confirmation !== v.password
        ? 'Passwords do not match'
        : undefined,
  });
}

/** A new password is optional; with one, at least 6 characters and the current password. */
export function validateProfile(v: { name: string; email: string; password?: string; currentPassword?: string }) {
  return clean<'name' | 'email' | 'password' | 'currentPassword'>({
    name: v.name.trim() ? undefined : 'The name field is required',
    email: emailError(v.email),
    password: v.password && v.password.length < 6 ? 'Password must be at least 6 characters' : undefined,
    currentPassword: v.password && !v.currentPassword ? 'The current password field is required' : undefined,
  });
}

export interface CheckoutValues {
  name: string;
  email: string;
  street: string;
  city: string;
  address: string;
  zip: string;
  mobile: string;
}

export function validateCheckout(v: CheckoutValues) {
  return clean<keyof CheckoutValues>({
    name: v.name.trim() ? undefined : 'Name is required',
    email: emailError(v.email, 'Email is required'),
    street: v.street ? undefined : 'Province is required',
    city: v.city ? undefined : 'City is required',
    address: v.address.trim() ? undefined : 'Address is required',
    zip: v.zip.trim() ? undefined : 'Postal Code is required',
    mobile: !v.mobile.trim() ? 'Mobile is required' : !MOBILE_RE.test(v.mobile.trim()) ? 'Enter a valid mobile number' : undefined,
  });
}
