/** WhatsApp Cloud API: the order confirmation message out, the customer's button replies in. */
export { WhatsAppClient } from './whatsapp.client';
export {
  readWebhook,
  verifySubscription,
  WebhookRejectedError,
  type ButtonReply,
  type DeliveryStatus,
} from './whatsapp.webhook';
