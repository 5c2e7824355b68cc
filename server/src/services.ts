import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './logger';
import { BrandService } from './modules/catalog/brand.service';
import { CatalogAdminService } from './modules/catalog/catalog.admin.service';
import { ProductAdminService } from './modules/catalog/product.admin.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { ImageStorage } from './modules/media/image.storage';
import { CatalogCache } from './modules/catalog/catalog.cache';
import { SearchIndex } from './modules/catalog/search.index';
import { CategoryService } from './modules/catalog/category.service';
import { ProductService } from './modules/catalog/product.service';
import { ContactService } from './modules/contact/contact.service';
import { GeoService } from './modules/geo/geo.service';
import { MediaUrls } from './modules/media/media.urls';
import { ReviewService } from './modules/reviews/review.service';
import { AccountService } from './modules/accounts/account.service';
import { GoogleSignIn } from './modules/accounts/google.service';
import { SessionRow, TokenService } from './modules/accounts/token.service';
import { MailOutbox } from './modules/mail/mail.outbox';
import { MailService } from './modules/mail/mail.service';
import { adminOrderLists, OrderService } from './modules/orders/order.service';
import { PricingService } from './modules/orders/pricing.service';
import { PaymentService } from './modules/payments/payment.service';
import { RateLimiter } from './shared/rate-limit';
import { Memo } from './shared/memo';
import { CHANGE } from './db/migrations/1732700000000-change-notify';

/** Every service, built once in the composition root and shared by GraphQL and REST. */
export function createServices(ds: DataSource, config: Config, logger: Logger) {
  const categories = new CategoryService(ds);
  const brands = new BrandService(ds);
  const limiter = new RateLimiter(ds, config.rateLimitScale);
  const catalogCache = new CatalogCache(config.catalogCacheSize, (ds.options as { url?: string }).url, logger);
  const searchIndex = new SearchIndex(ds, catalogCache, logger);
  const products = new ProductService(ds, categories, limiter, catalogCache, searchIndex);
  const sessionUsers = new Memo<SessionRow | null>(() => catalogCache.enabled);
  catalogCache.onChange((payload) => {
    if (payload === null || payload === CHANGE.users) sessionUsers.clear();
  });
  const tokens = new TokenService(ds, config, sessionUsers);
  const mail = new MailService(config, logger);
  const outbox = new MailOutbox(mail, config);
  const accounts = new AccountService(ds, config, tokens, outbox, logger, limiter);
  const geo = new GeoService();
  const pricing = new PricingService(ds);
  const payments = new PaymentService(ds, config, pricing, logger);
  // The admin order list is remembered while the LISTEN connection hears every order change.
  const orderLists = adminOrderLists(() => catalogCache.enabled);
  catalogCache.onChange((payload) => {
    if (payload !== null && payload !== CHANGE.orders) return;
    orderLists.pages.clear();
    orderLists.counts.clear();
  });
  const orders = new OrderService(ds, config, pricing, payments, geo, outbox, logger, orderLists);
  return {
    ds,
    config,
    logger,
    media: new MediaUrls(config.publicUrl),
    tokens,
    mail,
    outbox,
    limiter,
    catalogCache,
    searchIndex,
    accounts,
    google: new GoogleSignIn(config, accounts),
    categories,
    brands,
    products,
    reviews: new ReviewService(ds, limiter),
    contact: new ContactService(ds, limiter),
    geo,
    catalogAdmin: new CatalogAdminService(ds),
    productAdmin: new ProductAdminService(ds, new ImageStorage(config.uploadsDir), logger),
    dashboard: new DashboardService(ds),
    pricing,
    payments,
    orders,
  };
}

export type Services = ReturnType<typeof createServices>;
