import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../errors';

export interface VerifiedToken {
  /** The identity provider's subject = the profile's `userId`. */
  subject: string;
  claims: JWTPayload;
}

/** Verifies a bearer access token. Injectable so tests can sign tokens with a local key. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

export interface JwtVerifierOptions {
  issuer: string;
  /** Accepted `aud` values (the embedded provider's access tokens carry aud = the API). */
  audience?: string | string[];
  /**
   * Accepted app client ids. Cognito access tokens carry `client_id` and `token_use: access`
   * instead of `aud`; such a token is accepted when its client_id is listed. When set, a token's
   * `client_id` (if any) must be listed whatever its `aud`. At least one of audience/clientId.
   */
  clientId?: string | string[];
  /** JWKS address; discovered from `{issuer}/.well-known/openid-configuration` when omitted. */
  jwksUrl?: string;
  /** A ready key set (e.g. jose `createLocalJWKSet`), used instead of fetching one. */
  keySet?: JWTVerifyGetKey;
  algorithms?: string[];
  clockToleranceSeconds?: number;
}

export const ALLOWED_ALGORITHMS = ['RS256', 'ES256', 'PS256'];

const unauthenticated = (message: string) => new HttpError('UNAUTHENTICATED', message);

async function discoverJwks(issuer: string): Promise<URL> {
  const res = await fetch(new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`));
  if (!res.ok) throw new Error(`OpenID discovery failed with HTTP ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: string };
  if (!doc.jwks_uri) throw new Error('OpenID discovery document has no jwks_uri');
  return new URL(doc.jwks_uri);
}

/**
 * Access-token rule: the header `typ` is `at+jwt` (RFC 9068), or the token says
 * `token_use: access` (Cognito). ID tokens and anything else are refused.
 */
function assertAccessToken(typ: string | undefined, claims: JWTPayload): void {
  const normalized = typ?.toLowerCase().replace(/^application\//, '');
  const tokenUse = claims.token_use;
  if (tokenUse !== undefined && tokenUse !== 'access') throw unauthenticated('Not an access token');
  if (normalized === 'at+jwt') return;
  if (tokenUse === 'access' && (normalized === undefined || normalized === 'jwt')) return;
  throw unauthenticated('Not an access token');
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** `aud` must name the API, or (Cognito) the token is an access token of a listed app client. */
function assertAudience(claims: JWTPayload, audiences: string[], clientIds: string[]): void {
  const aud = list(claims.aud);
  const clientId = claims.client_id;
  if (clientIds.length && clientId !== undefined && !clientIds.includes(String(clientId))) {
    throw unauthenticated('Access token rejected: client_id claim');
  }
  if (audiences.length && aud.some((a) => audiences.includes(a))) return;
  if (clientIds.length && aud.length === 0 && typeof clientId === 'string' && claims.token_use === 'access') return;
  throw unauthenticated('Access token rejected: aud claim');
}

export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const algorithms = options.algorithms ?? ALLOWED_ALGORITHMS;
  const audiences = list(options.audience);
  const clientIds = list(options.clientId);
  if (!audiences.length && !clientIds.length) throw new Error('createJwtVerifier: set audience and/or clientId');
  let keySet: Promise<JWTVerifyGetKey> | null = options.keySet
    ? Promise.resolve(options.keySet)
    : options.jwksUrl
      ? Promise.resolve(createRemoteJWKSet(new URL(options.jwksUrl)))
      : null;
  const getKeySet = () => {
    keySet ??= discoverJwks(options.issuer).then((url) => createRemoteJWKSet(url));
    keySet.catch(() => (keySet = null)); // retry discovery next time
    return keySet;
  };
  return {
    async verify(token) {
      let keys: JWTVerifyGetKey;
      try {
        keys = await getKeySet();
      } catch {
        throw new HttpError('INTERNAL', 'The identity provider keys are unavailable');
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          algorithms,
          clockTolerance: options.clockToleranceSeconds ?? 5,
          requiredClaims: ['sub', 'exp'],
        });
        assertAudience(payload, audiences, clientIds);
        assertAccessToken(protectedHeader.typ, payload);
        return { subject: payload.sub as string, claims: payload };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if (err instanceof errors.JWTExpired) throw unauthenticated('Access token expired');
        if (err instanceof errors.JWTClaimValidationFailed) throw unauthenticated(`Access token rejected: ${err.claim} claim`);
        if (err instanceof errors.JWKSNoMatchingKey) throw unauthenticated('Access token signed with an unknown key');
        throw unauthenticated('Invalid access token');
      }
    },
  };
}
