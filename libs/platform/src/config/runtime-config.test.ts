import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from './env';
import { getRuntimeConfig, setRuntimeConfig } from './runtime-config';

const env = { API_URL: 'http://api', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'idea-portal' };

describe('the runtime configuration', () => {
  it('takes the env (checked), the remote locations and the deadline', () => {
    const config = setRuntimeConfig({ env, remotes: { ideas: 'http://ideas/mf-manifest.json' }, remoteTimeoutMs: 5000 });
    expect(config.env.API_URL).toBe('http://api');
    expect(config.env.FETCH_CONFIGS).toBe(false);
    expect(config.remotes).toEqual({ ideas: 'http://ideas/mf-manifest.json' });
    expect(getRuntimeConfig().remoteTimeoutMs).toBe(5000);
  });

  it('refuses a document of the wrong form, and an env that fails its check with the list of variables', () => {
    expect(() => setRuntimeConfig(null)).toThrow('Invalid runtime configuration: env must be an object');
    expect(() => setRuntimeConfig({ env, remotes: { ideas: 3 } })).toThrow('remotes must map names to URLs');
    expect(() => setRuntimeConfig({ env, remotes: {}, remoteTimeoutMs: 0 })).toThrow('remoteTimeoutMs must be a positive whole number');
    expect(() => setRuntimeConfig({ env: { ...env, API_URL: '' }, remotes: {} })).toThrow(InvalidEnvError);
  });
});
