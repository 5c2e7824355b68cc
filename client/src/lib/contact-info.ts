/** The shop's public contact details (footer, contact page, chat button): one home, shared with the server. */
export { CONTACT } from '@inputs/shop-contact';
