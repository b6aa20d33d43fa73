import { SignJWT, generateKeyPair, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiOn, AUDIENCE, CREATOR, DISABLED_USER, ISSUER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('authentication on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const withToken = (token: string, headers: Record<string, string> = {}) =>
    api.app.inject({ url: '/users/me', headers: { authorization: `Bearer ${token}`, ...headers } });

  const expectRefused = async (token: string, status = 401, code = 'UNAUTHENTICATED') => {
    const res = await withToken(token);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    return res.json();
  };

  it('accepts a valid access token', async () => {
    const res = await withToken(await api.token(VIEWER));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.userId).toBe(VIEWER);
  });

  it('refuses a request without a token', async () => {
    const res = await api.as(null, '/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Missing bearer access token' });
  });

  it('refuses a malformed Authorization header', async () => {
    const res = await api.app.inject({ url: '/ideas', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const body = await expectRefused(await api.token(VIEWER, { expiresIn: Math.floor(Date.now() / 1000) - 60 }));
    expect(body.message).toMatch(/expired/i);
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(await api.token(VIEWER, { issuer: 'https://evil.example' }));
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(await api.token(VIEWER, { audience: 'some-other-api' }));
  });

  it('refuses alg none', async () => {
    const unsecured = new UnsecuredJWT({ sub: VIEWER }).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('5m').encode();
    await expectRefused(unsecured);
  });

  it('refuses a symmetric (HS256) token', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-that-is-long-enough-000');
    const hs = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(VIEWER).setExpirationTime('5m').sign(secret);
    await expectRefused(hs);
  });

  it('refuses a token signed with an unknown key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'unknown-kid', typ: 'at+jwt' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(VIEWER).setExpirationTime('5m').sign(privateKey);
    await expectRefused(foreign);
    // Right kid, wrong key: the signature check fails.
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(VIEWER).setExpirationTime('5m').sign(privateKey);
    await expectRefused(forged);
  });

  it('refuses ID tokens', async () => {
    await expectRefused(await api.token(VIEWER, { header: { typ: 'JWT' }, claims: { nonce: 'n' } }));
    await expectRefused(await api.token(VIEWER, { header: { typ: 'JWT' }, claims: { token_use: 'id' } }));
  });

  it('accepts Cognito-style access tokens (token_use: access)', async () => {
    const res = await withToken(await api.token(VIEWER, { header: { typ: 'JWT' }, claims: { token_use: 'access' } }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown user and a disabled one with 401', async () => {
    await expectRefused(await api.token('usr-nobody'));
    await expectRefused(await api.token(DISABLED_USER), 401, 'UNAUTHENTICATED');
  });

  it('never trusts X-User-Id alone', async () => {
    const mismatch = await withToken(await api.token(VIEWER), { 'x-user-id': ADMIN });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('FORBIDDEN');
    const noToken = await api.app.inject({ url: '/users/me', headers: { 'x-user-id': ADMIN } });
    expect(noToken.statusCode).toBe(401);
    const match = await withToken(await api.token(CREATOR), { 'x-user-id': CREATOR });
    expect(match.statusCode).toBe(200);
    expect(match.json().profile.userId).toBe(CREATOR);
  });

  it('authenticates before validating input', async () => {
    const res = await api.as(null, '/ideas?limit=abc');
    expect(res.status).toBe(401);
  });
});
