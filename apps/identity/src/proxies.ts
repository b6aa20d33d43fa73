/**
 * Which X-Forwarded-* headers the provider believes. The balancers are an explicit list of
 * addresses or subnets (IDENTITY_TRUSTED_PROXIES, as the API's API_TRUSTED_PROXIES); Fastify
 * works out the client address from it: the rightmost X-Forwarded-For hop that is not a trusted
 * proxy (`request.ip`), so a client cannot pick its address for the sign-in throttle by sending
 * the header itself. oidc-provider (a Koa app on the same raw request) is told the same.
 */
import type { FastifyRequest } from 'fastify';

/** IDENTITY_TRUSTED_PROXIES, comma-separated (`172.28.0.10`, `10.0.4.0/24`, `loopback`); none by default. */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = (env.IDENTITY_TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 && env.IDENTITY_TRUST_PROXY === 'true') {
    throw new Error(
      'IDENTITY_TRUST_PROXY=true is no longer supported: it believed X-Forwarded-For from every peer. ' +
        "Set IDENTITY_TRUSTED_PROXIES to the balancer's own addresses (e.g. 172.28.0.10 or loopback).",
    );
  }
  return list;
}

/**
 * Rewrites the forwarded headers of the raw request so that oidc-provider (Koa with
 * `proxy = true`) sees what Fastify decided: the client address (X-Forwarded-For, only when one
 * was sent, so a forwarded request stays recognisable), the host (X-Forwarded-Host from a trusted
 * proxy only) and the issuer's protocol (its cookies are Secure exactly when the issuer is https,
 * like the provider's own pages').
 */
export function alignForwardedHeaders(request: FastifyRequest, issuerProtocol: 'http' | 'https'): void {
  const headers = request.raw.headers;
  if (headers['x-forwarded-for'] !== undefined) headers['x-forwarded-for'] = request.ip;
  if (headers['x-forwarded-host'] !== undefined) headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = issuerProtocol;
}
