/** Client-side checks with the spec's verbatim messages (the server checks again). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_RE = /^\d{10,15}$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

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
