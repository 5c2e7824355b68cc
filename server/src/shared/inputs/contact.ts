/** The contact form. */
import { z } from 'zod';
import { email, mobile, text } from './fields';
import { COLUMN_LENGTHS, TEXT_LENGTHS } from './columns';
import { M } from './messages';

export const contactInput = z.object({
  name: text(M.contactName, COLUMN_LENGTHS.contact_messages.name, 'The name'),
  email: email(M.contactEmail),
  mobile,
  subject: text(M.subjectRequired, COLUMN_LENGTHS.contact_messages.subject, 'The subject'),
  message: text(M.messageRequired, TEXT_LENGTHS.contactMessage, 'The message'),
});

export type ContactInput = z.output<typeof contactInput>;
