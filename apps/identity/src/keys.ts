import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, calculateJwkThumbprint, type JWK } from 'jose';
import type { SqlClient } from './sql.js';

export const SIGNING_ALG = 'RS256';

/**
 * Loads the JWKS private keys, generating the first one on first start. The unique `generation`
 * column makes concurrent first starts (several replicas) converge on one key. Newest first:
 * oidc-provider signs with the first key that fits the algorithm and publishes all of them.
 */
export async function loadSigningKeys(sql: SqlClient): Promise<JWK[]> {
  const existing = await readKeys(sql);
  if (existing.length > 0) return existing;
  await sql.query(
    `INSERT INTO identity.signing_keys (kid, generation, alg, private_jwk)
     VALUES ($1, 1, $2, $3::jsonb) ON CONFLICT DO NOTHING`,
    await newKeyRow(),
  );
  return readKeys(sql);
}

/** Adds a new signing key (it signs from the next start on; older keys stay published). */
export async function rotateSigningKey(sql: SqlClient): Promise<string> {
  const [kid, alg, jwk] = await newKeyRow();
  await sql.query(
    `INSERT INTO identity.signing_keys (kid, generation, alg, private_jwk)
     SELECT $1, coalesce(max(generation), 0) + 1, $2, $3::jsonb FROM identity.signing_keys`,
    [kid, alg, jwk],
  );
  return kid;
}

async function newKeyRow(): Promise<[string, string, string]> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return [kid, SIGNING_ALG, JSON.stringify({ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' })];
}

async function readKeys(sql: SqlClient): Promise<JWK[]> {
  const { rows } = await sql.query<{ private_jwk: JWK | string }>(
    `SELECT private_jwk FROM identity.signing_keys WHERE retired_at IS NULL ORDER BY generation DESC`,
  );
  return rows.map((r) => (typeof r.private_jwk === 'string' ? (JSON.parse(r.private_jwk) as JWK) : r.private_jwk));
}

/**
 * Cookie signing keys: IDENTITY_COOKIE_SECRET (comma-separated for rotation, newest first) when
 * set, else a random secret generated once and kept in identity.settings so that every replica
 * and every restart signs cookies alike.
 */
export async function loadCookieKeys(sql: SqlClient, fromEnv = process.env.IDENTITY_COOKIE_SECRET): Promise<string[]> {
  const env = fromEnv?.split(',').map((s) => s.trim()).filter(Boolean);
  if (env && env.length > 0) return env;
  await sql.query(`INSERT INTO identity.settings (key, value) VALUES ('cookie_secret', $1) ON CONFLICT DO NOTHING`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await sql.query<{ value: string }>(`SELECT value FROM identity.settings WHERE key = 'cookie_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('identity.settings has no cookie_secret');
  return [secret];
}
