/** The contact form. */
import { z } from 'zod';
import { email, mobile, text } from './fields';
import { M } from './messages';

export const contactInput = z.object({
  name: text(M.contactName, 120, 'The name'),
  email: email(M.contactEmail),
  mobile,
  subject: text(M.subjectRequired, 200, 'The subject'),
  message: text(M.messageRequired, 5000, 'The message'),
});

export type ContactInput = z.output<typeof contactInput>;
