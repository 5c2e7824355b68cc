/** SMS through the owner's HTTP gateway, and the signed link an SMS carries to confirm a COD order. */
export { SmsGateway, smsNumber, type SentSms, type SmsGatewayConfig } from './sms.gateway';
export { ConfirmLinks, type ConfirmLinkCheck, type ConfirmLinkClaims } from './confirm-link';
