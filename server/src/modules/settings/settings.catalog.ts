/**
 * Every setting the owner fills in, per service: its label, whether it is a secret (sealed at
 * rest, shown only as set/unset), whether the service cannot work without it, its default and
 * its check. Integration field names are the property names of the service clients' config
 * objects (WhatsAppConfig, JazzCashConfig, …), so a service's settings are its client's config;
 * the shop policy's sections (`shop`, `orders`, `cod.confirmHours`) come from shared/inputs/shop-policy.ts.
 */
import {
  policyConflicts,
  policyProblem,
  SHOP_POLICY,
  type PolicyField,
  type PolicySection,
} from '../../shared/inputs/shop-policy';

export interface FieldDef {
  label: string;
  secret?: boolean;
  required?: boolean;
  default?: string;
  choices?: readonly string[];
  /** Line breaks allowed (a body template); every other field is one line. */
  multiline?: boolean;
  /** A message when the value is not acceptable, else undefined. */
  check?: (value: string) => string | undefined;
  help?: string;
}

export interface ServiceDef {
  label: string;
  fields: Record<string, FieldDef>;
  /** Why the section's values, as they would be saved, do not fit together (per field), or none. */
  conflicts?: (values: Record<string, string>) => { field: string; message: string }[];
}

/** A section of the owner's shop policy (shared/inputs/shop-policy.ts) as catalogue fields. */
function policyFields<S extends PolicySection>(section: S) {
  return Object.fromEntries(
    Object.entries(SHOP_POLICY[section]).map(([name, f]: [string, PolicyField<unknown>]) => [
      name,
      { label: f.label, default: f.default, help: f.help, check: (v: string) => policyProblem(f, v) },
    ]),
  ) as Record<keyof (typeof SHOP_POLICY)[S], FieldDef & { default: string }>;
}

const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    if ((u.protocol === 'https:' || u.protocol === 'http:') && u.hostname && !u.username) return undefined;
  } catch {
    /* reported below */
  }
  return 'Must be an http(s) URL such as https://api.example.pk.';
};
const digits = (v: string) => (/^\d{1,20}$/.test(v) ? undefined : 'Digits only.');
const regex = (v: string) => {
  try {
    new RegExp(v);
    return undefined;
  } catch {
    return 'Not a valid regular expression.';
  }
};
const easypayHashKey = (v: string) =>
  [16, 24, 32].includes(Buffer.byteLength(v)) ? undefined : 'The hash key is 16, 24 or 32 characters long.';
const jsonObject = (v: string) => {
  try {
    const parsed: unknown = JSON.parse(v);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return undefined;
  } catch {
    /* reported below */
  }
  return 'For a JSON body, a JSON object such as {"to":"{to}","text":"{message}"}.';
};

/** An alert's switch: on unless the owner turns it off. */
const onOff = (label: string, help?: string) => ({
  label,
  default: 'on' as const,
  choices: ['on', 'off'] as const,
  help,
});
const emailList = (v: string) => {
  const parts = v.split(',').map((p) => p.trim());
  if (parts.length > 10) return 'At most 10 addresses.';
  return parts.every((p) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(p))
    ? undefined
    : 'E-mail addresses separated by commas, such as owner@example.pk, helper@example.pk.';
};

export const SETTINGS = {
  shop: { label: 'Shop', fields: policyFields('shop') },
  orders: {
    label: 'Order limits and payment deadlines',
    fields: policyFields('orders'),
    conflicts: (values) => policyConflicts('orders', values),
  },
  whatsapp: {
    label: 'WhatsApp Cloud API',
    fields: {
      graphBaseUrl: { label: 'Graph API address', default: 'https://graph.facebook.com', check: httpUrl },
      apiVersion: {
        label: 'Graph API version',
        default: 'v23.0',
        check: (v) => (/^v\d{1,3}\.\d{1,3}$/.test(v) ? undefined : 'A version such as v23.0.'),
      },
      phoneNumberId: { label: 'Phone number ID', required: true, check: digits },
      accessToken: { label: 'Access token', secret: true, required: true },
      appSecret: { label: 'App secret', secret: true, required: true },
      verifyToken: { label: 'Webhook verify token', secret: true, required: true },
      templateName: {
        label: 'Order confirmation template',
        default: 'order_confirmation',
        check: (v) => (/^[a-z0-9_]{1,512}$/.test(v) ? undefined : 'Lower-case letters, digits and _.'),
      },
      templateLanguage: {
        label: 'Template language',
        default: 'en',
        check: (v) =>
          /^[a-z]{2,3}(_[A-Z]{2})?$/.test(v) ? undefined : 'A language code such as en or en_US.',
      },
    },
  },
  sms: {
    label: 'SMS gateway',
    fields: {
      url: {
        label: 'Gateway URL',
        required: true,
        check: (v) => httpUrl(v.replace(/\{\w+\}/g, 'x')),
        help: 'Placeholders: {to} {message} {sender} {username} {password} {apiKey}',
      },
      method: { label: 'Method', default: 'GET', choices: ['GET', 'POST'] },
      bodyFormat: { label: 'Body', default: 'none', choices: ['none', 'json', 'form'] },
      bodyTemplate: {
        label: 'Body template',
        multiline: true,
        check: (v) => (v.startsWith('{') ? jsonObject(v) : undefined),
        help: 'JSON object or a=b&c=d, with the same placeholders',
      },
      username: { label: 'User name' },
      password: { label: 'Password', secret: true },
      apiKey: { label: 'API key or hash', secret: true },
      sender: { label: 'Sender ID / mask' },
      successPattern: { label: 'Answer that means sent (regular expression)', check: regex },
      numberFormat: {
        label: 'Number format',
        default: 'international',
        choices: ['international', 'national', 'e164'],
        help: '923001234567, 03001234567 or +923001234567',
      },
    },
  },
  cod: {
    label: 'Cash-on-delivery confirmation',
    fields: {
      autoCancel: {
        label: 'Cancel orders still unconfirmed after the reminder',
        default: 'off',
        choices: ['off', 'on'],
        help: 'Off: they are only flagged Unconfirmed in the order list.',
      },
      prepaymentAfterReturns: {
        label: 'Require prepayment from numbers with returned orders',
        default: 'off',
        choices: ['off', 'on'],
        help: 'On: cash on delivery is refused at checkout for a phone number with a returned order (wallet, bank or card only).',
      },
      ...policyFields('cod'),
    },
  },
  jazzcash: {
    label: 'JazzCash',
    fields: {
      checkoutUrl: {
        label: 'Merchant form URL',
        default: 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
        check: httpUrl,
      },
      apiBaseUrl: { label: 'API address', default: 'https://payments.jazzcash.com.pk', check: httpUrl },
      merchantId: {
        label: 'Merchant ID',
        required: true,
        check: (v) => (/^[A-Za-z0-9]{1,30}$/.test(v) ? undefined : 'Letters and digits.'),
      },
      password: { label: 'Password', secret: true, required: true },
      integritySalt: { label: 'Integrity salt', secret: true, required: true },
      txnType: { label: 'Payment type', choices: ['MWALLET', 'MPAY', 'OTC'] },
      /** Refunds through JazzCash's API (wallet and card payments) need it; empty: refunds are recorded by hand. */
      merchantMpin: {
        label: 'Merchant MPIN (refunds)',
        secret: true,
        check: (v) => (/^\d{4,6}$/.test(v) ? undefined : '4 to 6 digits.'),
      },
    },
  },
  easypaisa: {
    label: 'easypaisa',
    fields: {
      checkoutBaseUrl: {
        label: 'Easypay checkout address',
        default: 'https://easypay.easypaisa.com.pk/easypay',
        check: httpUrl,
      },
      apiBaseUrl: {
        label: 'Easypay API address',
        default: 'https://easypay.easypaisa.com.pk/easypay-service/rest/v4',
        check: httpUrl,
      },
      storeId: { label: 'Store ID', required: true, check: digits },
      hashKey: { label: 'Hash key', secret: true, required: true, check: easypayHashKey },
      accountNum: { label: 'Account number', required: true, check: digits },
      username: { label: 'API user name', required: true },
      password: { label: 'API password', secret: true, required: true },
      paymentMethod: {
        label: 'Payment method',
        choices: ['MA_PAYMENT_METHOD', 'CC_PAYMENT_METHOD', 'OTC_PAYMENT_METHOD'],
      },
    },
  },
  cards: {
    label: 'Card payments',
    fields: {
      provider: {
        label: 'Card provider',
        default: 'stripe',
        choices: ['stripe', 'safepay'],
        help: "Who takes the checkout's Card payments: Stripe (its keys are in the server's environment) or Safepay (its keys below).",
      },
    },
  },
  safepay: {
    label: 'Safepay',
    fields: {
      environment: { label: 'Environment', default: 'production', choices: ['production', 'sandbox'] },
      apiKey: {
        label: 'API key',
        required: true,
        check: (v) =>
          /^sec_[A-Za-z0-9-]{1,100}$/.test(v) ? undefined : 'The key Safepay shows, such as sec_…',
      },
      secretKey: { label: 'Secret key', secret: true, required: true },
      webhookSecret: { label: 'Webhook shared secret', secret: true, required: true },
      apiBaseUrl: {
        label: 'API address',
        check: httpUrl,
        help: "Empty: Safepay's address for the environment.",
      },
      checkoutUrl: {
        label: 'Checkout page address',
        check: httpUrl,
        help: "Empty: Safepay's checkout page for the environment.",
      },
    },
  },
  leopards: {
    label: 'Leopards Courier',
    fields: {
      baseUrl: {
        label: 'API address',
        default: 'https://merchantapi.leopardscourier.com/api',
        check: httpUrl,
      },
      apiKey: { label: 'API key', secret: true, required: true },
      apiPassword: { label: 'API password', secret: true, required: true },
      originCityId: {
        label: 'Origin city ID',
        default: 'self',
        check: (v) => (v === 'self' || /^\d{1,10}$/.test(v) ? undefined : 'A city ID or self.'),
      },
      pushToken: { label: 'Push API key (given to Leopards)', secret: true },
    },
  },
  postex: {
    label: 'PostEx',
    fields: {
      baseUrl: {
        label: 'API address',
        default: 'https://api.postex.pk/services/integration/api/order',
        check: httpUrl,
      },
      token: { label: 'API token', secret: true, required: true },
      pickupAddressCode: {
        label: 'Pickup address code',
        help: 'Empty: the account’s pickup address in PostEx, chosen at the first booking and saved here.',
      },
      pickupAddress: {
        label: 'Pickup address in use',
        help: 'The address of the code above as PostEx lists it, filled in by the shop at booking.',
      },
    },
  },
  trax: {
    label: 'Trax',
    fields: {
      baseUrl: { label: 'API address', default: 'https://sonic.pk', check: httpUrl },
      apiKey: { label: 'API key', secret: true, required: true },
      pickupAddressId: { label: 'Pickup address ID', required: true, check: digits },
      itemProductTypeId: { label: 'Item product type', default: '11', check: digits },
      deliveryTypeId: {
        label: 'Delivery type',
        default: '1',
        choices: ['1', '2'],
        help: '1 door step, 2 hub to hub; sent on every booking (Trax requires it of corporate-invoicing accounts).',
      },
    },
  },
  alerts: {
    label: "Owner's e-mail alerts",
    fields: {
      emails: {
        label: 'Send alerts to',
        check: emailList,
        help: 'Comma-separated. Empty: every admin account.',
      },
      newOrder: onOff('New order'),
      receiptUploaded: onOff('Payment receipt uploaded'),
      lowStock: onOff('Low stock', "When an option's stock falls to the product's threshold (3 unless set)"),
      review: onOff('Review posted'),
      contact: onOff('Contact message'),
      dailySummary: onOff('Daily summary'),
      summaryHour: {
        label: 'Daily summary hour',
        default: '21',
        check: (v) => (/^\d{1,2}$/.test(v) && Number(v) <= 23 ? undefined : 'An hour from 0 to 23.'),
        help: "0 to 23, in the shop's time zone",
      },
    },
  },
} as const satisfies Record<string, ServiceDef>;

export type ServiceName = keyof typeof SETTINGS;
export const SERVICE_NAMES = Object.keys(SETTINGS) as ServiceName[];

type Fields<S extends ServiceName> = (typeof SETTINGS)[S]['fields'];
type ValueOf<F> = F extends { choices: readonly (infer C)[] } ? C : string;
type Always<F> = F extends { required: true } ? true : F extends { default: string } ? true : false;

/** A service's settings as server code reads them: required and defaulted fields always there. */
export type SettingsOf<S extends ServiceName> = {
  [K in keyof Fields<S> as Always<Fields<S>[K]> extends true ? K : never]: ValueOf<Fields<S>[K]>;
} & {
  [K in keyof Fields<S> as Always<Fields<S>[K]> extends true ? never : K]?: ValueOf<Fields<S>[K]>;
};

export function isServiceName(name: string): name is ServiceName {
  return Object.prototype.hasOwnProperty.call(SETTINGS, name);
}

export function fieldsOf(service: ServiceName): Record<string, FieldDef> {
  return SETTINGS[service].fields as Record<string, FieldDef>;
}
