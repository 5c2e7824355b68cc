/**
 * Payment providers, one per payment method (as Medusa's payment providers and Vendure's
 * PaymentMethodHandler): services.ts fills the registry, whose type asks for the provider of
 * every code in shared/payment-methods.ts. A provider says whether it can take a payment now;
 * a hosted one (the customer pays on the provider's page) also signs the form of an attempt,
 * reads the provider's notifications and asks the provider how an attempt stands.
 */
import { NotFoundError, ValidationError } from '../../shared/errors';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payment-methods';
import type { OrderDetails } from '../orders';
import type { SettingsOf, SettingsService } from '../settings';
import { PROVIDER_LABELS, type OnlineProvider, type PaymentAttemptEntity } from './payment-attempt.entity';

export interface PaymentCapabilities {
  /** The customer pays on the provider's page: an attempt per trip, settled by notification or inquiry. */
  hostedCheckout: boolean;
  /** Money can be given back through the provider. */
  refunds: boolean;
}

export interface PaymentProvider {
  /** The payment method it takes, or its own code for a gateway that takes a method's payments when the owner picks it (safepay). */
  readonly code: string;
  readonly capabilities: PaymentCapabilities;
  /** Whether a payment can be taken now (its keys or the owner's settings are there). */
  enabled(): Promise<boolean>;
}

export interface HostedPaymentForm {
  /** The provider's page; the browser POSTs `fields` to it (or GETs it with them as its query). */
  action: string;
  fields: Record<string, string>;
  /** How the browser goes there: a posted form (the default) or a link. */
  method?: 'post' | 'get';
}

/** What a provider is told of an attempt: its reference there, the amount asked (paisa), when it was made. */
export type AttemptRef = Pick<PaymentAttemptEntity, 'reference' | 'amount' | 'createdAt'>;
/** What the order a hosted form is signed for tells the provider. */
export type HostedOrder = Pick<OrderDetails, 'id' | 'email' | 'mobile' | 'items'>;

/** Whether an attempt is paid, with what the provider said (kept on the attempt). */
export type Verdict =
  { paid: true; raw: unknown } | { paid: false; status: 'failed' | 'pending'; reason: string; raw: unknown };

export interface HostedPaymentProvider extends PaymentProvider {
  /**
   * The reference of a new attempt when the provider makes it (Safepay's tracker, made for the
   * amount in paisa); without this method the shop makes one.
   */
  openAttempt?(amount: number): Promise<string>;
  /** The signed form that takes the browser to the provider's page for this attempt. */
  startPayment(attempt: AttemptRef & { expiresAt: Date }, order: HostedOrder): Promise<HostedPaymentForm>;
  /** A notification read and checked (a forged one throws): the attempt it names and what it says. */
  handleNotification(kind: string, input: unknown): Promise<{ reference: string; notice: unknown }>;
  /** Whether the attempt is paid: what a notification said (when one came) and the provider's inquiry. */
  inquire(attempt: AttemptRef, notice?: unknown): Promise<Verdict>;
  /**
   * Until when the attempt can be paid (its form's expiry; the inquiry asks until then), given
   * when the unpaid order is cancelled. Without it: an hour after the attempt.
   */
  payableUntil?(attempt: AttemptRef, orderDeadline: Date): Promise<Date>;
}

/** How long a payment made on the provider's page at once (a wallet, a card) may take. */
export const ON_PAGE_MS = 3_600_000;

/** Until when an attempt can be paid: paid on the page (`onPage`), an hour; else as long as the order waits, within `capMs`. */
export function payableUntil(a: AttemptRef, deadline: Date, onPage: boolean, capMs = Infinity): Date {
  const at = a.createdAt.getTime();
  return new Date(
    onPage ? at + ON_PAGE_MS : Math.min(Math.max(deadline.getTime(), at + ON_PAGE_MS), at + capMs),
  );
}

/** A hosted gateway whose keys are the owner's settings, read at each use (a save takes effect at once). */
export abstract class Gateway<S extends OnlineProvider> {
  abstract readonly code: S;

  constructor(
    protected readonly settings: Pick<SettingsService, 'get' | 'policy'>,
    protected readonly publicUrl: string,
  ) {}

  async enabled(): Promise<boolean> {
    return (await this.settings.get(this.code)) !== null;
  }

  /** The gateway's settings; a 404 when the owner has not set it up. */
  protected async setUp(): Promise<SettingsOf<S>> {
    const s = await this.settings.get(this.code);
    if (!s) throw new NotFoundError(`${PROVIDER_LABELS[this.code]} is not set up in this shop.`);
    return s;
  }
}

/** A refund asked of a provider: the paid payment's reference there, how much (paisa), why, and a key the provider dedupes retries by. */
export interface RefundAsk {
  reference: string;
  amount: number;
  reason: string;
  key: string;
}
/** What the provider answered: its refund's id and whether the money is sent or still to be confirmed. */
export interface RefundAnswer {
  providerRef: string;
  status: 'succeeded' | 'pending';
  raw: unknown;
}
/** A provider that gives money back through its own API (capabilities.refunds is true). */
export interface RefundingProvider extends PaymentProvider {
  refund(ask: RefundAsk): Promise<RefundAnswer>;
}

/**
 * A provider's definite no to a refund (no money moved): the refund is marked failed and its
 * amount is refundable again. Any other error leaves the outcome unknown (the refund stays
 * requested, and a retry asks again with the same key).
 */
export class RefundRefused extends ValidationError {
  constructor(provider: string, said: string) {
    super([{ field: 'order', message: `${provider} refused the refund: ${said}`, code: 'REFUND_REFUSED' }]);
  }
}

/**
 * A refunding provider whose API takes back only some of its payments (JazzCash: wallet and
 * card payments, not vouchers paid in cash at a shop): the others are recorded by hand.
 */
export interface PartlyRefunding extends RefundingProvider {
  refundsByApi(): Promise<boolean>;
}

/** Each method's provider, in its own slot (the compiler checks each provider's code against its method). */
export type ProviderMap = { readonly [M in PaymentMethod]: PaymentProvider & { readonly code: M } };

const isMethod = (m: string): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m);

export class PaymentProviders<P extends ProviderMap = ProviderMap> {
  constructor(
    readonly of: P,
    /** Gateways that take a method's payments instead of its own provider when the owner picks them (Safepay for cards), by code. */
    readonly gateways: Readonly<Record<string, HostedPaymentProvider>> = {},
    /** The code of the gateway the owner picked for a method, or null for the method's own provider. */
    private readonly pick: (method: PaymentMethod) => Promise<string | null> = async () => null,
  ) {}

  /** The provider taking a method's payments now: the gateway the owner picked for it, else the method's own. */
  async serving(method: PaymentMethod): Promise<PaymentProvider> {
    const picked = await this.pick(method);
    return (picked && this.gateways[picked]) || this.of[method];
  }

  /**
   * The hosted provider of a method (or of a gateway, by its code: an attempt names the gateway
   * that took it) when it is set up; null otherwise (the manual flow stays).
   */
  async hosted(method: string): Promise<HostedPaymentProvider | null> {
    const provider: PaymentProvider | undefined =
      this.gateways[method] ?? (isMethod(method) ? await this.serving(method) : undefined);
    if (!provider?.capabilities.hostedCheckout || !(await provider.enabled())) return null;
    return provider as HostedPaymentProvider;
  }

  /**
   * The provider that gives a payment of `method` (or of a gateway, by its code) back through its API, when it is set up and
   * takes this kind of payment back; null: the money goes back by hand and the refund is recorded.
   */
  async refunding(method: string): Promise<RefundingProvider | null> {
    const provider: PaymentProvider | undefined = this.gateways[method] ?? this.of[method as PaymentMethod];
    if (!provider?.capabilities.refunds || !(await provider.enabled())) return null;
    const refunding = provider as RefundingProvider | PartlyRefunding;
    if ('refundsByApi' in refunding && !(await refunding.refundsByApi())) return null;
    return refunding;
  }
}
