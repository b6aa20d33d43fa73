/**
 * Upstream OpenID providers for the 'Or continue with' buttons (IDENTITY_UPSTREAMS). A plain
 * authorization-code flow with PKCE, state and nonce; the ID token is verified with the upstream's
 * JWKS, and the upstream identity is linked to an existing account by its verified e-mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { SqlClient } from './sql.js';

export interface UpstreamProvider {
  /** Short id used in URLs, e.g. 'microsoft' or 'google' (also picks the button icon). */
  id: string;
  /** Button label, e.g. 'Microsoft'. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Default 'openid email profile'. */
  scope?: string;
}

const upstreamSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/i),
  name: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().optional(),
});

/** Parses IDENTITY_UPSTREAMS (a JSON array); empty or missing means none. Throws on invalid input. */
export function parseUpstreams(json: string | undefined): UpstreamProvider[] {
  if (!json || !json.trim()) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('IDENTITY_UPSTREAMS must be a JSON array of { id, name, issuer, clientId, clientSecret }');
  }
  const parsed = z.array(upstreamSchema).safeParse(raw);
  if (!parsed.success) {
    throw new Error(`IDENTITY_UPSTREAMS is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const ids = new Set<string>();
  for (const u of parsed.data) {
    if (ids.has(u.id)) throw new Error(`IDENTITY_UPSTREAMS: duplicate id ${u.id}`);
    ids.add(u.id);
  }
  return parsed.data;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const STATE_TTL_SECONDS = 10 * 60;

export function createFederation(sql: SqlClient, upstreams: UpstreamProvider[], callbackUrl: string, fetchImpl: typeof fetch = fetch) {
  const discovered = new Map<string, Promise<Discovery & { keys: JWTVerifyGetKey }>>();
  const discover = (u: UpstreamProvider) => {
    let d = discovered.get(u.id);
    if (!d) {
      d = (async () => {
        const res = await fetchImpl(`${u.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`discovery of ${u.issuer} failed: HTTP ${res.status}`);
        const doc = (await res.json()) as Discovery;
        return { ...doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
      })();
      d.catch(() => discovered.delete(u.id));
      discovered.set(u.id, d);
    }
    return d;
  };

  return {
    upstreams,
    find: (id: string) => upstreams.find((u) => u.id === id),
    /** The upstream authorization URL for a pending interaction. */
    async start(u: UpstreamProvider, interactionUid: string): Promise<string> {
      const d = await discover(u);
      const state = randomBytes(24).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      await sql.query(
        `INSERT INTO identity.federation_states (state, upstream_id, interaction_uid, nonce, code_verifier, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
        [state, u.id, interactionUid, nonce, verifier, STATE_TTL_SECONDS],
      );
      const url = new URL(d.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: u.clientId,
        response_type: 'code',
        redirect_uri: callbackUrl,
        scope: u.scope ?? 'openid email profile',
        state,
        nonce,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },
    /** The interaction a callback's state belongs to (without consuming it). */
    async interactionOf(state: string): Promise<string | undefined> {
      const { rows } = await sql.query<{ interaction_uid: string }>(
        `SELECT interaction_uid FROM identity.federation_states WHERE state = $1 AND expires_at > now()`,
        [state],
      );
      return rows[0]?.interaction_uid;
    },
    /** The upstream a state was issued for. */
    async upstreamOf(state: string): Promise<UpstreamProvider | undefined> {
      const { rows } = await sql.query<{ upstream_id: string }>(`SELECT upstream_id FROM identity.federation_states WHERE state = $1`, [state]);
      return upstreams.find((u) => u.id === rows[0]?.upstream_id);
    },
    /** Exchanges the code and verifies the ID token; consumes the state. */
    async complete(state: string, code: string, interactionUid: string) {
      const { rows } = await sql.query<{ upstream_id: string; nonce: string; code_verifier: string }>(
        `DELETE FROM identity.federation_states WHERE state = $1 AND interaction_uid = $2 AND expires_at > now()
         RETURNING upstream_id, nonce, code_verifier`,
        [state, interactionUid],
      );
      const st = rows[0];
      const u = st && upstreams.find((x) => x.id === st.upstream_id);
      if (!st || !u) throw new Error('unknown or expired state');
      const d = await discover(u);
      const basic = Buffer.from(`${encodeURIComponent(u.clientId)}:${encodeURIComponent(u.clientSecret)}`).toString('base64');
      const res = await fetchImpl(d.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}`, accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl, code_verifier: st.code_verifier }).toString(),
      });
      if (!res.ok) throw new Error(`token endpoint answered HTTP ${res.status}`);
      const tokens = (await res.json()) as { id_token?: string };
      if (!tokens.id_token) throw new Error('no id_token');
      const { payload } = await jwtVerify(tokens.id_token, d.keys, { issuer: d.issuer, audience: u.clientId, algorithms: ['RS256', 'ES256', 'PS256'] });
      if (payload.nonce !== st.nonce) throw new Error('nonce mismatch');
      return {
        upstream: u,
        subject: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : undefined,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      };
    },
    /** The local account of an upstream identity: an existing link, else by verified e-mail (then linked). */
    async link(upstreamId: string, subject: string, email: string | undefined, emailVerified: boolean): Promise<string | undefined> {
      const linked = await sql.query<{ user_id: string }>(
        `SELECT user_id FROM identity.federated_identities WHERE upstream_id = $1 AND subject = $2`,
        [upstreamId, subject],
      );
      if (linked.rows[0]) return linked.rows[0].user_id;
      if (!email || !emailVerified) return undefined;
      const user = await sql.query<{ user_id: string }>(`SELECT user_id FROM public.users WHERE lower(email) = $1`, [email]);
      const userId = user.rows[0]?.user_id;
      if (!userId) return undefined;
      await sql.query(
        `INSERT INTO identity.federated_identities (upstream_id, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [upstreamId, subject, userId, email],
      );
      // The upstream verified the address: a pending self-registration counts as confirmed.
      await sql.query(`UPDATE identity.credentials SET confirmed = true WHERE user_id = $1`, [userId]);
      return userId;
    },
  };
}

export type Federation = ReturnType<typeof createFederation>;
