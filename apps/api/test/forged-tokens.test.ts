/**
 * Forged and misused bearer tokens, on both token shapes the API accepts:
 * - the embedded provider's access token (RFC 9068: typ at+jwt, aud = the API, client_id), and
 * - Amazon Cognito's access token (no aud; client_id and token_use: 'access'; no typ).
 * Each class must be refused. The statuses are collected and printed as a table.
 */
import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createJwtVerifier, seedDemoData } from '../src/index';
import { targets } from './support/api';
import { DISABLED_USER, VIEWER } from './support/api';

const EMBEDDED_ISSUER = 'http://localhost:4001';
const API_AUDIENCE = 'idea-portal-api';
const PORTAL_CLIENT = 'idea-portal';
const COGNITO_ISSUER = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_AbCdEf123';
const COGNITO_CLIENT = '1example23456789abcdefghij';

type Shape = 'embedded' | 'cognito';

interface Forge {
  header?: Record<string, unknown>;
  claims?: JWTPayload;
  drop?: string[];
  key?: 'own' | 'foreign';
}

const keys = await (async () => {
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(own.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  return { own, foreign, jwks: createLocalJWKSet({ keys: [jwk] }), publicPem: await exportSPKI(own.publicKey) };
})();

const now = () => Math.floor(Date.now() / 1000);

/** A token of the given shape for `sub`, with overrides. */
async function token(shape: Shape, sub: string, f: Forge = {}): Promise<string> {
  const base: JWTPayload =
    shape === 'embedded'
      ? { iss: EMBEDDED_ISSUER, sub, aud: API_AUDIENCE, client_id: PORTAL_CLIENT, scope: 'openid profile email', iat: now(), exp: now() + 300, jti: crypto.randomUUID() }
      : {
          iss: COGNITO_ISSUER,
          sub,
          client_id: COGNITO_CLIENT,
          token_use: 'access',
          scope: 'openid email profile aws.cognito.signin.user.admin',
          auth_time: now(),
          iat: now(),
          exp: now() + 3600,
          jti: crypto.randomUUID(),
          username: sub,
          origin_jti: crypto.randomUUID(),
        };
  const claims: JWTPayload = { ...base, ...f.claims };
  for (const k of f.drop ?? []) delete claims[k];
  const header = { alg: 'RS256', kid: 'key-1', ...(shape === 'embedded' ? { typ: 'at+jwt' } : {}), ...f.header };
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(f.key === 'foreign' ? keys.foreign.privateKey : keys.own.privateKey);
}

/** Every forged class per shape: [label, token factory]. */
const CLASSES: Record<Shape, Array<[string, () => Promise<string>]>> = {
  embedded: [
    ['expired', () => token('embedded', VIEWER, { claims: { iat: now() - 900, exp: now() - 600 } })],
    ['another issuer', () => token('embedded', VIEWER, { claims: { iss: 'https://evil.example' } })],
    ['another audience', () => token('embedded', VIEWER, { claims: { aud: 'some-other-api' } })],
    ['no audience', () => token('embedded', VIEWER, { drop: ['aud'] })],
    ['alg none', async () => new UnsecuredJWT({ sub: VIEWER, aud: API_AUDIENCE, client_id: PORTAL_CLIENT }).setIssuer(EMBEDDED_ISSUER).setIssuedAt().setExpirationTime('5m').encode()],
    ['unknown kid', () => token('embedded', VIEWER, { header: { kid: 'unknown-kid' }, key: 'foreign' })],
    ['known kid, foreign key', () => token('embedded', VIEWER, { key: 'foreign' })],
    ['tampered payload', async () => swapPayload(await token('embedded', VIEWER), { sub: 'usr-admin' })],
    ['ID token as access token', () => token('embedded', VIEWER, { header: { typ: 'JWT' }, claims: { aud: PORTAL_CLIENT, nonce: 'n', email: 'viewer@example.com' }, drop: ['client_id', 'scope'] })],
    ['ID token with the API audience', () => token('embedded', VIEWER, { header: { typ: 'JWT' }, claims: { nonce: 'n' } })],
    ['HS256 signed with the public key', () => hs256WithPublicKey('embedded')],
  ],
  cognito: [
    ['expired', () => token('cognito', VIEWER, { claims: { iat: now() - 7200, exp: now() - 3600 } })],
    ['another issuer (other user pool)', () => token('cognito', VIEWER, { claims: { iss: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Other9999' } })],
    ['another client', () => token('cognito', VIEWER, { claims: { client_id: 'another-app-client' } })],
    ['no client_id', () => token('cognito', VIEWER, { drop: ['client_id'] })],
    ['no token_use', () => token('cognito', VIEWER, { drop: ['token_use'] })],
    ['alg none', async () => new UnsecuredJWT({ sub: VIEWER, client_id: COGNITO_CLIENT, token_use: 'access' }).setIssuer(COGNITO_ISSUER).setIssuedAt().setExpirationTime('5m').encode()],
    ['unknown kid', () => token('cognito', VIEWER, { header: { kid: 'unknown-kid' }, key: 'foreign' })],
    ['known kid, foreign key', () => token('cognito', VIEWER, { key: 'foreign' })],
    ['tampered payload', async () => swapPayload(await token('cognito', VIEWER), { sub: 'usr-admin' })],
    [
      "Cognito ID token (token_use: 'id')",
      () => token('cognito', VIEWER, { claims: { token_use: 'id', aud: COGNITO_CLIENT, email: 'viewer@example.com', 'cognito:username': VIEWER }, drop: ['client_id', 'scope'] }),
    ],
    ["ID token (token_use: 'id') carrying client_id", () => token('cognito', VIEWER, { claims: { token_use: 'id' } })],
    ['HS256 signed with the public key', () => hs256WithPublicKey('cognito')],
  ],
};

function swapPayload(jwt: string, changes: JWTPayload): string {
  const [h, p, s] = jwt.split('.');
  const payload = { ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), ...changes };
  return [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
}

/** Key confusion: HMAC keyed with the (public) RSA key the API trusts. */
async function hs256WithPublicKey(shape: Shape): Promise<string> {
  const claims = JSON.parse(Buffer.from((await token(shape, VIEWER)).split('.')[1]!, 'base64url').toString()) as JWTPayload;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid: 'key-1', ...(shape === 'embedded' ? { typ: 'at+jwt' } : {}) })
    .sign(new TextEncoder().encode(keys.publicPem));
}

const results: Array<{ target: string; shape: Shape; label: string; status: number }> = [];

describe.each(targets)('forged tokens on $name', (target) => {
  let dispose: () => Promise<void>;
  let apis: Record<Shape, Awaited<ReturnType<typeof buildApi>>>;

  beforeAll(async () => {
    const created = await target.create();
    dispose = created.dispose;
    await seedDemoData(created.handle);
    apis = {
      // as the portal configures it (issuer + audience)
      embedded: await buildApi({ db: created.handle, auth: { verifier: createJwtVerifier({ issuer: EMBEDDED_ISSUER, audience: API_AUDIENCE, keySet: keys.jwks }) }, logger: false }),
      // as a Cognito deployment configures it (user pool issuer + app client id)
      cognito: await buildApi({ db: created.handle, auth: { verifier: createJwtVerifier({ issuer: COGNITO_ISSUER, clientId: COGNITO_CLIENT, keySet: keys.jwks }) }, logger: false }),
    };
    await Promise.all(Object.values(apis).map((a) => a.ready()));
  });

  afterAll(async () => {
    await Promise.all(Object.values(apis ?? {}).map((a) => a.close()));
    await dispose?.();
    if (target.name === targets[targets.length - 1]!.name) {
      console.info(
        `\nForged-token classes (status returned by GET /users/me):\n${results
          .map((r) => `  ${r.target.padEnd(8)} ${r.shape.padEnd(9)} ${r.label.padEnd(40)} ${r.status}`)
          .join('\n')}\n`,
      );
    }
  });

  const call = (shape: Shape, jwt: string) => apis[shape].inject({ url: '/users/me', headers: { authorization: `Bearer ${jwt}` } });

  describe.each(['embedded', 'cognito'] as const)('%s token shape', (shape) => {
    it('accepts the genuine token (control)', async () => {
      const res = await call(shape, await token(shape, VIEWER));
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.userId).toBe(VIEWER);
      results.push({ target: target.name, shape, label: 'genuine access token (control)', status: res.statusCode });
    });

    it.each(CLASSES[shape])('refuses: %s -> 401', async (label, make) => {
      const res = await call(shape, await make());
      results.push({ target: target.name, shape, label, status: res.statusCode });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });

    it('refuses a token of a disabled user with 401 (a disabled account no longer authenticates)', async () => {
      const res = await call(shape, await token(shape, DISABLED_USER));
      results.push({ target: target.name, shape, label: 'disabled user', status: res.statusCode });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });

    it('refuses a token of an unknown subject', async () => {
      const res = await call(shape, await token(shape, 'usr-nobody'));
      results.push({ target: target.name, shape, label: 'unknown subject', status: res.statusCode });
      expect(res.statusCode).toBe(401);
    });
  });

  it('a Cognito token is refused by the embedded configuration and vice versa', async () => {
    expect((await call('embedded', await token('cognito', VIEWER))).statusCode).toBe(401);
    expect((await call('cognito', await token('embedded', VIEWER))).statusCode).toBe(401);
  });
});

describe('createJwtVerifier options', () => {
  it('needs an audience or a client id', () => {
    expect(() => createJwtVerifier({ issuer: EMBEDDED_ISSUER, keySet: keys.jwks })).toThrow(/audience and\/or clientId/);
  });

  it('with both audience and clientId: pins the client of aud-carrying tokens too', async () => {
    const verifier = createJwtVerifier({ issuer: EMBEDDED_ISSUER, audience: API_AUDIENCE, clientId: PORTAL_CLIENT, keySet: keys.jwks });
    await expect(verifier.verify(await token('embedded', VIEWER))).resolves.toMatchObject({ subject: VIEWER });
    await expect(verifier.verify(await token('embedded', VIEWER, { claims: { client_id: 'other-client' } }))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
