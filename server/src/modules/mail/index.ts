export { MAIL_TASK, MailOutbox, type MailJob } from './mail.outbox';
export { MailService, type MailMessage } from './mail.service';
export { composeMail, setMailShopName } from './mail.templates';
