/** SMS through the owner's HTTP gateway, and the signed link an SMS carries to confirm a COD order. */
export { SmsGateway } from './sms.gateway';
export { ConfirmLinks } from './confirm-link';
