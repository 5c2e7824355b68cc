/**
 * A local fake of easypaisa's hosted checkout (Easypay) with the page a browser can use:
 * Index.jsf checks the store and opens merchantHashedReq with the store's hash key (a request
 * changed after it was signed is refused), shows Pay and Cancel, sends the browser back to the
 * postBackURL with an auth_token; Confirm.jsf takes the token and sends the browser to the
 * final URL with ?status=&desc=&orderRefNumber=. It also plays the IPN (a GET to the shop with
 * ?url=<detail link>, the link answering the order's JSON) and answers the inquire-transaction
 * API, which tests can make disagree.
 *
 * Protocol from Easypay's Merchant Integration Guide as its reference plugin implements it
 * (shaan360/telenor-easypay: payWithEasypay.php fields and AES/ECB merchantHashedReq,
 * confirmEasypay.php posting auth_token and postBackURL to Confirm.jsf, statusEasypay.php
 * reading status 0000 and orderRefNumber, easypayIPN.php fetching $_GET['url'] and taking the
 * order reference from its last path segment) and the v4 inquire-transaction call as public
 * integrations make it (JSON { orderId, storeId, accountNum }, header Credentials =
 * base64(username:password), answer { responseCode: "0000", transactionStatus,
 * transactionAmount, … }). Response codes other than 0000 are this fake's own choice.
 *
 * Published example: none exists. Neither Easypay's guide as the public plugins quote it nor the
 * reference plugin publishes a worked merchantHashedReq (the plugin's sample form carries a
 * placeholder), so the fake checks the cipher the guide names instead, AES-128 in ECB mode,
 * against the AES standard's own example (FIPS-197 appendix C.1), before any use.
 * An order Easypay never saw (the customer never reached its page): no public source shows the
 * live inquiry's answer for it; the fake answers a refusal saying the order is not found
 * (responseCode 0003, "Order not found"), its own choice of code.
 * The shop-payment token (OTC_PAYMENT_METHOD) expires on expiryDate, days away as the
 * reference plugin sets it (config.php EXPIRY_DATE "days to expire", payWithEasypay.php
 * "+ 10 day"); the fake reads expiryDate as yyyyMMdd HHmmss and refuses any other form.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { htmlForm, htmlPage, startFakeServer, type FakeAnswer, type FakeRequest } from './fake-http';

/**
 * Whether merchantHashedReq, opened with the store's hash key as this fake does on its own (it
 * imports nothing of the shop), holds exactly the request's non-empty fields: AES in ECB mode
 * (128, 192 or 256 bits by the key's length, PKCS#5 padding) over "name=value&…" with names in
 * alphabetical order, base64 (the reference plugin's payWithEasypay.php: ksort, pkcs5_pad,
 * MCRYPT_RIJNDAEL_128 ECB, base64_encode).
 */
function hashedRequestHolds(fields: Record<string, string>, hashKey: string): boolean {
  let plain: string;
  try {
    const decipher = createDecipheriv(
      `aes-${Buffer.byteLength(hashKey) * 8}-ecb`,
      Buffer.from(hashKey),
      null,
    );
    plain = Buffer.concat([
      decipher.update(Buffer.from(fields.merchantHashedReq ?? '', 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return false;
  }
  const pairs = plain
    .split('&')
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
  const names = pairs.map(([name]) => name);
  const sent = Object.keys(fields).filter((k) => k !== 'merchantHashedReq' && fields[k] !== '');
  return (
    names.join() === [...names].sort().join() &&
    names.length === sent.length &&
    pairs.every(([name, value]) => fields[name] === value)
  );
}

// FIPS-197 appendix C.1: key 000102…0f, plaintext 00112233…ff → 69c4e0d86a7b0430d8cdb78070b4c55a.
{
  const cipher = createCipheriv('aes-128-ecb', Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'), null);
  cipher.setAutoPadding(false);
  const block = cipher.update(Buffer.from('00112233445566778899aabbccddeeff', 'hex')).toString('hex');
  if (block !== '69c4e0d86a7b0430d8cdb78070b4c55a')
    throw new Error('fake easypaisa: AES-128 does not reproduce the FIPS-197 example');
}

export interface FakeEasypayOrder {
  fields: Record<string, string>;
  status: 'PENDING' | 'PAID' | 'FAILED';
  transactionId: string;
  authToken?: string;
}

export interface EasypayInquiryOverride {
  orderId?: string;
  storeId?: string;
  transactionStatus?: string;
  transactionAmount?: number;
}

export interface EasypayStore {
  storeId: string;
  hashKey: string;
  accountNum: string;
  username: string;
  password: string;
}

export async function startFakeEasypaisa(store: EasypayStore) {
  const orders = new Map<string, FakeEasypayOrder>();
  const byToken = new Map<string, string>();
  const overrides = new Map<string, EasypayInquiryOverride>();
  let base = '';

  const error = (message: string): FakeAnswer => ({
    html: htmlPage('Easypay', `<p class="error">${message}</p>`),
  });
  const redirect = (url: string, query: Record<string, string>): FakeAnswer => {
    const u = new URL(url);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return { status: 302, headers: { location: u.toString() }, text: '' };
  };

  function handle(req: FakeRequest): FakeAnswer {
    if (req.path === '/easypay/Index.jsf' && req.method === 'POST') return index(req.form ?? {});
    if (req.path === '/easypay/pay' && req.method === 'POST') {
      const order = orders.get(req.form?.order ?? '');
      if (!order || order.status !== 'PENDING' || order.authToken) return error('Invalid request');
      if (req.form?.outcome !== 'pay') order.status = 'FAILED';
      order.authToken = randomBytes(24).toString('base64');
      byToken.set(order.authToken, order.fields.orderRefNum);
      return redirect(order.fields.postBackURL, { auth_token: order.authToken });
    }
    if (req.path === '/easypay/Confirm.jsf' && req.method === 'POST') {
      const ref = byToken.get(req.form?.auth_token ?? '');
      const final = req.form?.postBackURL;
      if (!ref || !final) return error('Invalid or expired token');
      byToken.delete(req.form!.auth_token);
      const order = orders.get(ref)!;
      if (order.status === 'PENDING') order.status = 'PAID';
      const ok = order.status === 'PAID';
      return redirect(final, {
        status: ok ? '0000' : '0001',
        desc: ok ? 'Transaction Successful' : 'Transaction Cancelled',
        orderRefNumber: ref,
      });
    }
    const ipn = /^\/easypay-service\/PartnerBusinessService\/ipn\/([^/]+)$/.exec(req.path);
    if (ipn && req.method === 'GET') {
      const order = orders.get(decodeURIComponent(ipn[1]));
      if (!order) return { status: 404, json: { message: 'Order not found' } };
      return {
        json: {
          order_id: order.fields.orderRefNum,
          store_id: store.storeId,
          transaction_id: order.transactionId,
          transaction_status: order.status,
          transaction_amount: order.fields.amount,
          msisdn: order.fields.mobileNum || '03451234567',
          payment_method: 'MA',
        },
      };
    }
    if (req.path === '/easypay-service/rest/v4/inquire-transaction' && req.method === 'POST')
      return inquire(req);
    return { status: 404, html: htmlPage('Not Found', '') };
  }

  function index(f: Record<string, string>): FakeAnswer {
    if (f.storeId !== store.storeId) return error('Invalid Store Id');
    if (!f.merchantHashedReq || !hashedRequestHolds(f, store.hashKey))
      return error('Invalid merchant hashed request');
    if (
      !/^\d+\.\d{1,2}$/.test(f.amount ?? '') ||
      !f.orderRefNum ||
      !f.postBackURL ||
      (f.expiryDate && !/^\d{8} \d{6}$/.test(f.expiryDate))
    )
      return error('Invalid request parameters');
    if (orders.has(f.orderRefNum)) return error('Order reference already used');
    orders.set(f.orderRefNum, { fields: f, status: 'PENDING', transactionId: String(Date.now()).slice(-10) });
    return {
      html: htmlPage(
        'Easypay Checkout',
        `<p>Pay <strong>Rs. ${f.amount}</strong> for order ${f.orderRefNum}</p>` +
          htmlForm(`${base}/easypay/pay`, { order: f.orderRefNum }, [
            { name: 'outcome', value: 'pay', label: 'Pay' },
            { name: 'outcome', value: 'cancel', label: 'Cancel' },
          ]),
      ),
    };
  }

  function inquire(req: FakeRequest): FakeAnswer {
    const expected = Buffer.from(`${store.username}:${store.password}`).toString('base64');
    if (req.headers.credentials !== expected)
      return { json: { responseCode: '0012', responseDesc: 'Invalid credentials' } };
    const b = req.json ?? {};
    if (b.storeId !== store.storeId || b.accountNum !== store.accountNum)
      return { json: { responseCode: '0013', responseDesc: 'Invalid store or account' } };
    const order = orders.get(b.orderId);
    if (!order) return { json: { responseCode: '0003', responseDesc: 'Order not found' } };
    const o = overrides.get(b.orderId) ?? {};
    return {
      json: {
        responseCode: '0000',
        responseDesc: 'SUCCESS',
        orderId: o.orderId ?? b.orderId,
        storeId: o.storeId ?? store.storeId,
        accountNum: store.accountNum,
        storeName: 'Crochet Shop',
        paymentToken: null,
        transactionStatus: o.transactionStatus ?? order.status,
        transactionAmount: o.transactionAmount ?? Number(order.fields.amount),
        transactionDateTime: '10/01/2025 12:30 PM',
        msisdn: order.fields.mobileNum || '03451234567',
        paymentMode: 'MA',
        transactionId: order.transactionId,
      },
    };
  }

  const server = await startFakeServer(handle);
  base = server.url;
  return {
    ...server,
    checkoutBaseUrl: `${server.url}/easypay`,
    apiBaseUrl: `${server.url}/easypay-service/rest/v4`,
    orders,
    /** Easypay's IPN: a GET to the shop's IPN URL naming the order's detail link. */
    sendIpn(shopIpnUrl: string, orderRef: string) {
      const link = `${base}/easypay-service/PartnerBusinessService/ipn/${encodeURIComponent(orderRef)}`;
      return fetch(`${shopIpnUrl}?url=${encodeURIComponent(link)}`);
    },
    disagree(orderRef: string, override: EasypayInquiryOverride) {
      overrides.set(orderRef, override);
    },
  };
}

export type FakeEasypaisa = Awaited<ReturnType<typeof startFakeEasypaisa>>;
