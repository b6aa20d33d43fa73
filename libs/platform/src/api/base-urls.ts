import type { RemoteConfig } from '@idea-portal/contracts';
import type { Env } from '../config/env';

export type Service = 'users' | 'tenants' | 'ideas';
export type BaseUrls = Record<Service, string>;

/** Built-in defaults: the per-service URLs from env, falling back to API_URL. */
export function defaultBaseUrls(env: Env): BaseUrls {
  return {
    users: env.USER_API_URL || env.API_URL,
    tenants: env.TENANT_API_URL || env.API_URL,
    ideas: env.API_URL,
  };
}

let cached: Promise<BaseUrls> | null = null;

/**
 * With FETCH_CONFIGS the base URLs come from GET /config on the users-service
 * host (custom domain or api-gateway domain per USE_CUSTOM_DOMAIN), fetched once and cached;
 * on failure the defaults are used and 'Failed to fetch API config' is logged.
 */
export function resolveBaseUrls(env: Env, fetchImpl: typeof fetch = fetch): Promise<BaseUrls> {
  if (cached) return cached;
  const defaults = defaultBaseUrls(env);
  if (!env.FETCH_CONFIGS) return (cached = Promise.resolve(defaults));
  cached = fetchImpl(`${defaults.users}/config`)
    .then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const doc = (await res.json()) as Partial<RemoteConfig> | null;
      const pick = (s: Service) => {
        const url = env.USE_CUSTOM_DOMAIN ? doc?.[s]?.customDomain : doc?.[s]?.apiGatewayDomain;
        if (typeof url !== 'string' || !url) throw new Error(`No ${s} URL in the API config`);
        return url;
      };
      return { users: pick('users'), tenants: pick('tenants'), ideas: pick('ideas') };
    })
    .catch((error) => {
      console.error('Failed to fetch API config', error);
      return defaults;
    });
  return cached;
}

/** For tests. */
export function resetBaseUrlCache() {
  cached = null;
}
