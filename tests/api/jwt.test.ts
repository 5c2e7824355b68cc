/**
 * HmacJwt remembers the tokens it verified (a session's token comes with every request):
 * what it remembers must never accept a token it would refuse when checking afresh.
 */
import jsonwebtoken from 'jsonwebtoken';
import { HmacJwt } from '../../server/src/modules/accounts/jwt';

const SECRET = 'jwt-test-secret-jwt-test-secret-123456';
const options = { audience: 'shop:customer', issuer: 'shop', requiredClaims: ['sub'] };

async function tokenFor(jwt: HmacJwt, expiresInSeconds: number): Promise<string> {
  return jwt.sign({ sub: '7' }, { audience: 'shop:customer', issuer: 'shop', expiresInSeconds });
}

afterEach(() => jest.useRealTimers());

it('refuses a remembered token once it has expired', async () => {
  const jwt = new HmacJwt(SECRET);
  const token = await tokenFor(jwt, 60);
  await expect(jwt.verify(token, options)).resolves.toMatchObject({ sub: '7' });
  await expect(jwt.verify(token, options)).resolves.toMatchObject({ sub: '7' });
  // Only Date moves: the crypto jobs and promises run as usual.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: Date.now() + 61_000 });
  await expect(jwt.verify(token, options)).rejects.toThrow(/exp/);
});

it('checks a remembered token again for other audiences, issuers or claims', async () => {
  const jwt = new HmacJwt(SECRET);
  const token = await tokenFor(jwt, 60);
  await jwt.verify(token, options);
  await expect(jwt.verify(token, { ...options, audience: 'shop:admin' })).rejects.toThrow(/aud/);
  await expect(jwt.verify(token, { ...options, issuer: 'elsewhere' })).rejects.toThrow(/iss/);
  await expect(jwt.verify(token, { ...options, requiredClaims: ['jti'] })).rejects.toThrow(/jti/);
});

it('refuses a token whose bytes differ from a remembered one, or signed with another secret', async () => {
  const jwt = new HmacJwt(SECRET);
  const token = await tokenFor(jwt, 60);
  await jwt.verify(token, options);
  const [header, payload, signature] = token.split('.');
  const flipped = signature[0] === 'A' ? 'B' : 'A';
  await expect(jwt.verify(`${header}.${payload}.${flipped}${signature.slice(1)}`, options)).rejects.toThrow();
  const other = new HmacJwt(`${SECRET}-other`);
  await expect(other.verify(token, options)).rejects.toThrow(/signature/);
});

it('hands out claims nobody can change for the next caller', async () => {
  const jwt = new HmacJwt(SECRET);
  const token = await tokenFor(jwt, 60);
  const first = await jwt.verify(token, options);
  expect(() => Object.assign(first, { sub: '1' })).toThrow();
  await expect(jwt.verify(token, options)).resolves.toMatchObject({ sub: '7' });
});

it('refuses a token under the same secret with another algorithm, none, no expiry or another audience', async () => {
  const jwt = new HmacJwt(SECRET);
  const claims = { sub: '7' };
  const signed = (algorithm: jsonwebtoken.Algorithm, extra: jsonwebtoken.SignOptions = {}) =>
    jsonwebtoken.sign(claims, SECRET, {
      algorithm,
      audience: 'shop:customer',
      issuer: 'shop',
      expiresIn: 60,
      ...extra,
    });
  // The same token as HS256 is accepted: each below differs in one thing only.
  await expect(jwt.verify(signed('HS256'), options)).resolves.toMatchObject({ sub: '7' });
  await expect(jwt.verify(signed('HS512'), options)).rejects.toThrow(/alg/i);
  await expect(jwt.verify(signed('HS384'), options)).rejects.toThrow(/alg/i);
  const unsigned = jsonwebtoken.sign(claims, null, {
    algorithm: 'none',
    audience: 'shop:customer',
    issuer: 'shop',
    expiresIn: 60,
  });
  await expect(jwt.verify(unsigned, options)).rejects.toThrow();
  await expect(jwt.verify(signed('HS256', { audience: 'shop:admin' }), options)).rejects.toThrow(/aud/);
  const forever = jsonwebtoken.sign(claims, SECRET, {
    algorithm: 'HS256',
    audience: 'shop:customer',
    issuer: 'shop',
  });
  await expect(jwt.verify(forever, options)).rejects.toThrow(/exp/);
});
