// vitest: own module graph (the environment read once per page)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../config/env';
import { resetBaseUrlCache, resolveBaseUrls } from './base-urls';

const base = { API_URL: 'http://api', USER_API_URL: 'http://users', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'c' };
const doc = {
  users: { customDomain: 'https://users.example.com', apiGatewayDomain: 'https://gw.example.com/users' },
  tenants: { customDomain: 'https://tenants.example.com', apiGatewayDomain: 'https://gw.example.com/tenants' },
  ideas: { customDomain: 'https://ideas.example.com', apiGatewayDomain: 'https://gw.example.com/ideas' },
};
const ok = () => vi.fn(async () => new Response(JSON.stringify(doc), { status: 200 })) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

afterEach(() => {
  resetBaseUrlCache();
  vi.restoreAllMocks();
});

describe('resolveBaseUrls', () => {
  it('FETCH_CONFIGS false: the defaults, without a request', async () => {
    const fetchImpl = ok();
    const urls = await resolveBaseUrls(parseEnv({ ...base, FETCH_CONFIGS: 'false' }), fetchImpl);
    expect(urls).toEqual({ users: 'http://users', tenants: 'http://api', ideas: 'http://api' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('FETCH_CONFIGS true: GET /config on the users host, custom domains when USE_CUSTOM_DOMAIN', async () => {
    const fetchImpl = ok();
    const urls = await resolveBaseUrls(parseEnv({ ...base, FETCH_CONFIGS: 'true', USE_CUSTOM_DOMAIN: 'true' }), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('http://users/config');
    expect(urls).toEqual({ users: 'https://users.example.com', tenants: 'https://tenants.example.com', ideas: 'https://ideas.example.com' });
  });

  it('FETCH_CONFIGS true without USE_CUSTOM_DOMAIN: the api-gateway domains', async () => {
    const urls = await resolveBaseUrls(parseEnv({ ...base, FETCH_CONFIGS: 'true' }), ok());
    expect(urls.ideas).toBe('https://gw.example.com/ideas');
  });

  it("a failing /config logs 'Failed to fetch API config' and uses the defaults", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    const urls = await resolveBaseUrls(parseEnv({ ...base, FETCH_CONFIGS: 'true' }), fetchImpl);
    expect(urls).toEqual({ users: 'http://users', tenants: 'http://api', ideas: 'http://api' });
    expect(log).toHaveBeenCalledWith('Failed to fetch API config', expect.anything());
  });

  it('a /config without a URL for every service is a failure too: the defaults', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const partial = { users: doc.users, tenants: { customDomain: 'https://tenants.example.com' } };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(partial), { status: 200 })) as unknown as typeof fetch;
    const urls = await resolveBaseUrls(parseEnv({ ...base, FETCH_CONFIGS: 'true' }), fetchImpl);
    expect(urls).toEqual({ users: 'http://users', tenants: 'http://api', ideas: 'http://api' });
  });

  it('is cached: one request for many callers', async () => {
    const fetchImpl = ok();
    const env = parseEnv({ ...base, FETCH_CONFIGS: 'true' });
    await Promise.all([resolveBaseUrls(env, fetchImpl), resolveBaseUrls(env, fetchImpl)]);
    await resolveBaseUrls(env, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
