/**
 * The generic HTTP SMS gateway against a fake speaking Veevo Tech's JSON API and the
 * query-string gateways, and the signed confirm link an SMS carries.
 */
import { ValidationError } from '../../server/src/shared/errors';
import { IntegrationError } from '../../server/src/platform/http/outbound';
import { ConfirmLinks, SmsGateway } from '../../server/src/modules/sms';
import { type SmsGatewayConfig } from '../../server/src/modules/sms/sms.gateway';
import { smsNumber } from '../../server/src/modules/sms/sms.gateway';
import { startFakeSms } from '../support/fake-sms';

const credentials = { hash: 'veevo-hash-0001', user: 'crochet', pwd: 'p@ss&word=1' };
let fake: Awaited<ReturnType<typeof startFakeSms>>;
let veevo: SmsGatewayConfig;
let query: SmsGatewayConfig;

beforeAll(async () => {
  fake = await startFakeSms(credentials);
  veevo = {
    url: `${fake.url}/v3/sendsms`,
    method: 'POST',
    bodyFormat: 'json',
    bodyTemplate: '{"hash":"{apiKey}","receivernum":"{to}","sendernum":"{sender}","textmessage":"{message}"}',
    apiKey: credentials.hash,
    sender: 'CROCHET',
    successPattern: '"STATUS"\\s*:\\s*"SUCCESSFUL"',
    numberFormat: 'international',
  };
  query = {
    url: `${fake.url}/api/send?user={username}&pwd={password}&sender={sender}&to={to}&msg={message}`,
    method: 'GET',
    bodyFormat: 'none',
    username: credentials.user,
    password: credentials.pwd,
    sender: 'Crochet Shop',
    successPattern: '^Message Sent Successfully',
    numberFormat: 'national',
  };
});
afterAll(() => fake.close());

describe('sending', () => {
  it('posts Veevo’s JSON body with the placeholders filled in and escaped', async () => {
    const text = 'Order #1042: "Confirm" or cancel:\nhttps://shop.pk/order/confirm/abc';
    const sent = await new SmsGateway(veevo).send('+923001234567', text);
    expect(sent.answer).toMatch(/^\{"STATUS":"SUCCESSFUL","MESSAGE_ID":"[0-9a-f]{12}"\}$/);
    expect(fake.messages.at(-1)).toMatchObject({
      gateway: 'veevo',
      to: '923001234567',
      text,
      sender: 'CROCHET',
    });
    expect(fake.requests.at(-1)!.json).toEqual({
      hash: credentials.hash,
      receivernum: '923001234567',
      sendernum: 'CROCHET',
      textmessage: text,
    });
  });

  it('fills a GET URL template, URL-encoding every value (password, Urdu, & and =)', async () => {
    const text = 'آرڈر #1042 کی تصدیق کریں & شکریہ = Crochet';
    await new SmsGateway(query).send('+923331234567', text);
    expect(fake.messages.at(-1)).toMatchObject({
      gateway: 'query',
      to: '03331234567',
      text,
      sender: 'Crochet Shop',
    });
    expect(fake.requests.at(-1)!.method).toBe('GET');
  });

  it('posts a form body template', async () => {
    await new SmsGateway({
      ...query,
      url: `${fake.url}/api/send`,
      method: 'POST',
      bodyFormat: 'form',
      bodyTemplate: 'user={username}&pwd={password}&sender={sender}&to={to}&msg={message}',
      numberFormat: 'e164',
    }).send('+923451234567', 'Form & body');
    expect(fake.messages.at(-1)).toMatchObject({ to: '+923451234567', text: 'Form & body' });
    expect(fake.requests.at(-1)!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('takes a gateway’s 200 refusal for what it is when the success pattern is set', async () => {
    const sent = fake.messages.length;
    await expect(
      new SmsGateway({ ...veevo, apiKey: 'wrong-hash' }).send('+923001234567', 'x'),
    ).rejects.toThrow(
      'SMS gateway: the gateway did not accept the message: {"STATUS":"ERROR","ERROR_DESCRIPTION":"Invalid hash key"}',
    );
    await expect(new SmsGateway({ ...query, password: 'wrong' }).send('+923001234567', 'x')).rejects.toThrow(
      'the gateway did not accept the message: Error: Invalid username or password',
    );
    expect(fake.messages.length).toBe(sent);
  });

  it('reports an outage and a hung gateway without the URL or the password', async () => {
    fake.failNext(503);
    const outage = await new SmsGateway(query).send('+923001234567', 'x').catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(IntegrationError);
    expect((outage as Error).message).toBe('SMS gateway: the gateway answered HTTP 503');
    fake.hangNext();
    const hung = await new SmsGateway({ ...query, timeoutMs: 300 })
      .send('+923001234567', 'x')
      .catch((e: unknown) => e);
    expect((hung as Error).message).toBe('SMS gateway: no answer within 1 s');
    for (const err of [outage, hung])
      expect(JSON.stringify({ ...(err as object), m: (err as Error).message })).not.toMatch(
        /p@ss|crochet|api\/send/,
      );
  });

  it('refuses numbers it cannot write and templates it cannot use, before calling the gateway', async () => {
    const before = fake.requests.length;
    await expect(new SmsGateway(veevo).send('03001234567', 'x')).rejects.toThrow(ValidationError);
    expect(() => smsNumber('+441234567890', 'national')).toThrow(
      'Only Pakistani numbers can be sent in national form',
    );
    expect(() => new SmsGateway({ ...veevo, bodyTemplate: '["not", "an object"]' })).toThrow(
      'SMS gateway: the JSON body template is not a JSON object',
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('the confirm link', () => {
  const links = new ConfirmLinks('a-server-secret-of-enough-length');
  const now = new Date('2025-01-10T10:00:00Z');
  const inADay = new Date('2025-01-11T10:00:00Z');

  it('names its order and expiry, is short enough for an SMS, and differs every time', () => {
    const token = links.sign(1042, inADay);
    expect(token.length).toBeLessThanOrEqual(60);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(links.verify(token, now)).toEqual({ ok: true, orderId: 1042, expiresAt: inADay });
    expect(links.sign(1042, inADay)).not.toBe(token);
  });

  it('refuses a link moved to another order, signed with another secret, expired or mangled', () => {
    const token = links.sign(1042, inADay);
    const [body, mac] = token.split('.');
    const moved = Buffer.from(Buffer.from(body, 'base64url').toString().replace(/^1042/, '1043')).toString(
      'base64url',
    );
    expect(links.verify(`${moved}.${mac}`, now)).toEqual({ ok: false, reason: 'forged' });
    expect(new ConfirmLinks('another-secret-of-enough-length').verify(token, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(links.verify(token, inADay)).toEqual({ ok: false, reason: 'expired', orderId: 1042 });
    for (const bad of ['', 'abc', `${body}.`, `${body}.${mac}x`, `${body}.${mac}.${mac}`, '<script>.x'])
      expect(links.verify(bad, now)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
