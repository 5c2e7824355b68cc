/** Cash-on-delivery confirmation on WhatsApp, SMS as fallback, and the signed link's page. */
export {
  CodConfirmationService,
  LinkError,
  cancelPayload,
  confirmPayload,
  itemsLine,
  type AnswerOutcome,
} from './cod-confirmation.service';
export { LINK_EXPIRED, LINK_INVALID } from './cod-confirmation.messages';
export { confirmPage, answerPage, linkErrorPage } from './cod-confirmation.page';
