/** WhatsApp Cloud API: the order confirmation message out, the customer's button replies in. */
export {
  WhatsAppClient,
  templateText,
  whatsAppRecipient,
  type OrderConfirmationMessage,
  type SentMessage,
  type TemplateMessage,
  type WhatsAppConfig,
} from './whatsapp.client';
export {
  parseWebhook,
  readWebhook,
  signatureOf,
  verifySignature,
  verifySubscription,
  WebhookRejectedError,
  type ButtonReply,
  type DeliveryStatus,
  type WebhookEvents,
} from './whatsapp.webhook';
