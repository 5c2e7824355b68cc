export { MAIL_TASK, MailOutbox, type MailJob } from './mail.outbox';
export { MailService, type MailMessage } from './mail.service';
export { composeMail } from './mail.templates';
export { setMailShopName } from './mail.service';
