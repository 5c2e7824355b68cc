/**
 * A test shop taking JazzCash and easypaisa online, against their fakes over loopback: the
 * merchant's and the store's credentials, the shop's settings pointing at the fakes, a product.
 */
import { startFakeEasypaisa, type FakeEasypaisa } from './fake-easypaisa';
import { startFakeJazzCash, type FakeJazzCash } from './fake-jazzcash';
import { product } from './shop-orders';
import { createTestServer, type TestServer } from './test-server';

export const merchant = { merchantId: 'MC12345', password: 'x1y2z3w4v5', integritySalt: 'e03h2y252v' };
export const store = {
  storeId: '4521',
  hashKey: 'ABCDEFGHIJKLMNOP',
  accountNum: '654987321',
  username: 'crochet-api',
  password: 'api-secret-1',
};

export interface WalletShop {
  t: TestServer;
  jazz: FakeJazzCash;
  easy: FakeEasypaisa;
  productId: number;
  close(): Promise<void>;
}

/** JazzCash's transaction type (MWALLET, OTC…) and easypaisa's payment method (MA_PAYMENT_METHOD, OTC_PAYMENT_METHOD). */
export async function startWalletShop(kinds: {
  txnType: string;
  paymentMethod: string;
}): Promise<WalletShop> {
  const [jazz, easy] = await Promise.all([startFakeJazzCash(merchant), startFakeEasypaisa(store)]);
  const t = await createTestServer();
  await t.services.settings.update('jazzcash', {
    ...merchant,
    checkoutUrl: jazz.checkoutUrl,
    apiBaseUrl: jazz.url,
    txnType: kinds.txnType,
  });
  await t.services.settings.update('easypaisa', {
    ...store,
    checkoutBaseUrl: easy.checkoutBaseUrl,
    apiBaseUrl: easy.apiBaseUrl,
    paymentMethod: kinds.paymentMethod,
  });
  return {
    t,
    jazz,
    easy,
    productId: await product(t),
    close: async () => {
      await t.close();
      await Promise.all([jazz.close(), easy.close()]);
    },
  };
}
