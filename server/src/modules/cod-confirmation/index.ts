/** Cash-on-delivery confirmation on WhatsApp, SMS as fallback, and the signed link's page. */
export { CodConfirmationService, LinkError } from './cod-confirmation.service';
export { confirmPage, answerPage, linkErrorPage } from './cod-confirmation.page';
