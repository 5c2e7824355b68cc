/** easypaisa hosted checkout (Easypay): the signed form, the confirm step, the IPN and the inquiry. */
export {
  EasypaisaClient,
  EasypaisaIpnError,
  easypayAmount,
  easypayTime,
  readFinalRedirect,
  type EasypaisaCheckout,
  type EasypaisaConfig,
  type EasypaisaInquiry,
  type EasypaisaOutcome,
  type EasypaisaVerdict,
  type HostedForm,
} from './easypaisa.client';
export { hashedRequestInput, merchantHashedReq, openHashedReq } from './easypaisa.hash';
