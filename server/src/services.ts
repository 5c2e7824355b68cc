import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './platform/logger';
import {
  BrandService,
  CatalogAdminService,
  catalogCachePolicy,
  CategoryService,
  ProductAdminService,
  ProductService,
  SearchIndex,
  STOCK_ONLY_COLUMNS,
} from './modules/catalog';
import { CustomerList } from './modules/customers';
import { DashboardService } from './modules/dashboard';
import { ImageStorage, MediaUrls } from './modules/media';
import { ContactService, contactEvents } from './modules/contact';
import { GeoService } from './modules/geo';
import { ReviewModerationService, ReviewService, reviewEvents } from './modules/reviews';
import {
  AccountService,
  DeviceTokens,
  GoogleSignIn,
  ProviderSignIn,
  SessionRow,
  SignInService,
  staleSessions,
  TokenService,
} from './modules/accounts';
import { MailOutbox, MailService, setMailShopName } from './modules/mail';
import { changesOrderList, CourierService, OrderLimits, createOrders } from './modules/orders';
import { PricingService } from './modules/checkout';
import { DiscountGuesses, DiscountRedemptions, DiscountService } from './modules/discounts';
import { ShippingService, type ShippingRules } from './modules/shipping';
import {
  EasypaisaProvider,
  JazzCashProvider,
  ManualProvider,
  OnlinePaymentService,
  OrderPayments,
  PaymentProviders,
  RefundService,
  ReceiptLinks,
  ReceiptService,
  ReceiptStorage,
  StripeProvider,
  CardChoice,
  SafepayProvider,
} from './modules/payments';
import { SettingsService, type SettingsRow } from './modules/settings';
import {
  CodPaymentReport,
  CourierBookingService,
  CourierLabels,
  CourierProviders,
  leopards,
  manual,
  postex,
  trax,
} from './modules/couriers';
import { InvoiceService, packingSlipLinks } from './modules/invoices';
import { SignedLinks } from './platform/http/signed-links';
import { CsvService } from './modules/csv';
import { ProcessedEvents } from './modules/webhooks';
import { GuardService } from './modules/guard';
import { CodConfirmationService } from './modules/cod-confirmation';
import { DailySummary, subscribeOwnerAlerts } from './modules/alerts';
import { LowStockThresholds } from './modules/inventory';
import { ReportService } from './modules/reports';
import { ReconciliationService } from './modules/reconciliation';
import { RateLimiter } from './shared/rate-limit';
import {
  ChangeFeed,
  Invalidations,
  Memo,
  ResponseCache,
  TaggedCache,
  type CachedBytes,
} from './platform/cache';
import type { ShopPolicy } from './shared/inputs/shop-policy';
import { createObjectStore, type ObjectStore } from './platform/storage';
import { AuditService } from './modules/audit';
import { StaffService } from './modules/staff';
import { trackActors } from './platform/db/actor-context';

/**
 * Every service, built once in the composition root and shared by GraphQL and REST. `storage`:
 * where files live (DATA_DIR or the bucket of STORAGE_URL), made from the config unless given.
 */
export function createServices(
  ds: DataSource,
  config: Config,
  logger: Logger,
  storage: ObjectStore = createObjectStore(config.storage),
) {
  const categories = new CategoryService(ds);
  const brands = new BrandService(ds);
  const limiter = new RateLimiter(ds, config.rateLimitScale);
  // One change feed (LISTEN shop_changes) for the instance; every cache below subscribes to it.
  const changes = new ChangeFeed(ds, logger, {
    batchMs: config.caches.changeBatchMs,
    waitMs: config.caches.changeWaitMs,
    stockColumns: STOCK_ONLY_COLUMNS,
  });
  const live = () => changes.live;
  const catalogCache = new ResponseCache(
    changes,
    {
      responseEntries: config.caches.responseEntries,
      responseBytes: config.caches.responseBytes,
      pageBytes: config.caches.pageBytes,
      countEntries: config.caches.listingCounts,
    },
    catalogCachePolicy,
  );
  const searchIndex = new SearchIndex(ds, changes, logger, config.caches.searchIndex);
  // Integration settings and the owner's shop policy; the policy is remembered until a save on any instance.
  const policyMemo = new Memo<ShopPolicy>(live, 1);
  const settingsRows = new Memo<SettingsRow | null>(live, 100);
  const settings = new SettingsService(
    ds,
    config.settingsKey,
    policyMemo,
    async (db) => {
      await changes.publish(db, { type: 'settings' });
      await nameMails();
    },
    settingsRows,
  );
  const policy = () => settings.policy();
  // Mails are composed without a read of their own: they take the shop's name as this instance
  // last saved or heard it.
  const nameMails = (): Promise<void> =>
    policy().then(
      (p) => setMailShopName(p.shop.name),
      (err: unknown) => logger.warn({ err }, "could not read the shop's name for mails"),
    );
  changes.subscribe((event) => {
    if (event.type !== 'settings' && event.type !== 'resync') return;
    policyMemo.clear();
    settingsRows.clear();
    void nameMails();
  });
  void nameMails();
  // What one account may take at once: the caps of an order, and of a stock check's quantity.
  const orderLimits = new OrderLimits(policy);
  const products = new ProductService(
    ds,
    categories,
    limiter,
    catalogCache.totals,
    searchIndex,
    orderLimits,
    catalogCache.pageIds,
  );
  // Users of bearer-token checks, each forgotten when its name, role or token version changes.
  const sessionUsers = new Memo<SessionRow | null>(live, config.caches.sessionUsers);
  changes.subscribe((event) => {
    const stale = staleSessions(event);
    if (stale === 'all') sessionUsers.clear();
    else stale?.forEach((id) => sessionUsers.delete(id));
  });
  const tokens = new TokenService(ds, config, sessionUsers);
  // Back-office callers' writes land in the audit log with their name (platform/db/actor-context.ts).
  trackActors(ds);
  const mail = new MailService(config, logger);
  const outbox = new MailOutbox(mail, config);
  const accounts = new AccountService(ds, config, tokens, outbox, logger, limiter);
  const signIn = new SignInService(
    ds,
    config,
    tokens,
    new DeviceTokens(config.jwtSecret),
    outbox,
    logger,
    limiter,
  );
  const providerSignIn = new ProviderSignIn(ds, config, tokens, outbox, logger);
  const geo = new GeoService();
  // Every quote and order reads the shipping rules: remembered until a change on any instance.
  const shippingRules = new Memo<ShippingRules>(live, 1);
  changes.subscribe((event) => {
    if (event.type === 'shipping' || event.type === 'resync') shippingRules.clear();
  });
  const shipping = new ShippingService(
    ds,
    geo,
    (db) => changes.publish(db, { type: 'shipping' }),
    shippingRules,
  );
  const pricing = new PricingService(
    ds,
    orderLimits,
    new DiscountRedemptions(ds, new DiscountGuesses(limiter)),
    shipping,
  );
  const payments = new StripeProvider(config, pricing, logger);
  const safepay = new SafepayProvider(settings, config.publicUrl);
  /** Who takes card payments: Stripe or Safepay, as the owner picks. */
  const cards = new CardChoice(settings, payments, safepay);
  // The admin order list's finished answers by URL (the same list for every admin), served
  // ahead of Express to admins; forgotten here, and only here, when any order changes.
  const orderListChanges = new Invalidations();
  const adminOrderAnswers = new TaggedCache<CachedBytes>(orderListChanges, live, {
    maxEntries: config.caches.adminOrderAnswers,
    maxBytes: 32 * 2 ** 20,
    sizeOf: (a) => a.body.length,
  });
  changes.subscribe((event) => {
    if (!changesOrderList(event)) return;
    orderListChanges.invalidateAll();
    adminOrderAnswers.clear();
  });
  const guard = new GuardService(ds, settings);
  const orders = createOrders({
    ds,
    config,
    policy,
    pricing,
    payments: cards,
    outbox,
    logger,
    changes,
    guard,
  });
  /** The one signer of short-lived links (receipt files, packing slips). */
  const links = new SignedLinks(config.jwtSecret);
  const receipts = new ReceiptService(ds, policy, orders, new ReceiptStorage(storage), outbox, logger);
  /** Every payment method's provider (shared/payment-methods.ts lists the methods); Safepay takes cards when picked. */
  const paymentProviders = new PaymentProviders(
    {
      cod: new ManualProvider('cod'),
      bank: new ManualProvider('bank'),
      stripe: payments,
      jazzcash: new JazzCashProvider(settings, config.publicUrl),
      easypaisa: new EasypaisaProvider(settings, config.publicUrl),
    },
    { safepay },
    async (method) => (method === 'stripe' && (await cards.provider()) === 'safepay' ? 'safepay' : null),
  );
  const orderPayments = new OrderPayments(orders, logger);
  const couriers = new CourierService(ds);
  /** The couriers as providers: those with an API (booked from the order page), and manual ones. */
  const courierProviders = new CourierProviders(settings, [leopards, postex, trax, manual]);
  const productAdmin = new ProductAdminService(ds, new ImageStorage(storage), logger);
  const reports = new ReportService(ds, config.shopTimeZone);
  const reviews = new ReviewService(ds, limiter, reviewEvents(logger));
  const contact = new ContactService(ds, limiter, contactEvents(logger));
  // The owner's alert mails hang off the orders', reviews' and contact form's events.
  subscribeOwnerAlerts(
    { orders: orders.events, reviews: reviews.events, contact: contact.events },
    { config, outbox, settings },
  );
  return {
    /** The owner's staff: invitations, disabling, removing. */
    staff: new StaffService(ds, config, tokens, outbox),
    /** The back-office activity log (written by database triggers). */
    audit: new AuditService(ds),
    ds,
    config,
    logger,
    /** Product images and receipts: DATA_DIR or the bucket. */
    storage,
    /** Absolute image URLs (PUBLIC_URL/uploads or MEDIA_PUBLIC_URL): the REST adapter's, for existing apps. */
    media: new MediaUrls(config.mediaPublicUrl ?? `${config.publicUrl}/uploads`),
    /** Image URLs for the web client and server-rendered pages: relative (/uploads/...) unless MEDIA_PUBLIC_URL is set. */
    webMedia: new MediaUrls(config.mediaPublicUrl ?? '/uploads'),
    tokens,
    mail,
    outbox,
    limiter,
    changes,
    catalogCache,
    adminOrderAnswers,
    searchIndex,
    accounts,
    /** Customer and admin sign-in with its limits and device tokens. */
    signIn,
    /** Google sign-in's accounts: found, linked, taken over or created. */
    providerSignIn,
    google: new GoogleSignIn(config, providerSignIn),
    categories,
    brands,
    products,
    reviews,
    /** The owner's moderation of reviews (show, hide, delete, hold new ones). */
    reviewModeration: new ReviewModerationService(ds),
    contact,
    geo,
    catalogAdmin: new CatalogAdminService(ds),
    productAdmin,
    dashboard: new DashboardService(ds, reports),
    /** Sales reports over days of SHOP_TIMEZONE. */
    reports,
    /** What the gateways and couriers settled against what the shop recorded paid; statements imported. */
    reconciliation: new ReconciliationService(ds, config.shopTimeZone),
    /** The owner's daily summary mail (an hourly crontab tick). */
    dailySummary: new DailySummary(ds, config, outbox, settings),
    /** Each product's low-stock threshold (the owner's alert). */
    lowStockThresholds: new LowStockThresholds(ds),
    /** The back office's customer list. */
    customers: new CustomerList(ds),
    pricing,
    /** Discount codes for the back office (their use at checkout is the pricing's). */
    discounts: new DiscountService(ds),
    /** Shipping rates by province and city, the default and the free-shipping threshold. */
    shipping,
    /** Card payments (Stripe): intents, their check at checkout, the webhook's signature. */
    payments,
    paymentProviders,
    /** Which provider takes card payments (the owner's pick: Stripe or Safepay). */
    cards,
    /** Payments recorded on orders: the card webhook's events. */
    orderPayments,
    orders,
    couriers,
    receipts,
    /** Invoice numbers (without gaps) and packing slips as PDF. */
    invoices: new InvoiceService(
      ds,
      orders,
      async () => ({ name: (await policy()).shop.name, timeZone: config.shopTimeZone }),
      packingSlipLinks(links),
    ),
    /** CSV: the order and product lists exported, products imported (dry run, then all or nothing). */
    csv: new CsvService(ds, orders, productAdmin, config.shopTimeZone),
    /** Short-lived signed links to receipt files (the private file route checks them). */
    receiptLinks: new ReceiptLinks(links, storage),
    /** Integration settings (WhatsApp, SMS, JazzCash, easypaisa, couriers); secrets only for server code. */
    settings,
    /** JazzCash and easypaisa hosted checkout: attempts, verified answers, the inquiry job. */
    onlinePayments: new OnlinePaymentService(ds, orders, paymentProviders, orderPayments, logger, policy),
    /** Refunds: through the provider's API where it has one, else recorded; never more than was paid, once per request. */
    refunds: new RefundService(ds, orders, paymentProviders, outbox, config.publicUrl, logger),
    /** Parcels booked through the couriers' APIs: booking, airway bills, cancelling, the tracking pull. */
    courierBookings: new CourierBookingService(ds, orders, couriers, courierProviders, logger),
    /** Airway bills as one PDF, and the signed links the back office prints them by. */
    courierLabels: new CourierLabels(ds, courierProviders, links),
    /** The couriers' COD payment reports: delivered parcels whose cash was paid to the shop mark their orders paid. */
    codPayments: new CodPaymentReport(ds, orders, courierProviders, logger),
    /** The fake-order guard: returned orders per phone and address, the blocklist. */
    guard,
    /** Cash-on-delivery confirmation: WhatsApp, SMS and the signed link's page. */
    codConfirmation: new CodConfirmationService(config, orders, settings, logger),
    /** Outside deliveries (webhooks, IPNs, pushes) already acted on. */
    processedEvents: new ProcessedEvents(ds),
  };
}

export type Services = ReturnType<typeof createServices>;
