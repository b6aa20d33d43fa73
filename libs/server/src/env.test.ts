import { describe, expect, it } from 'vitest';
import { InvalidServerEnvError, loadServerEnv } from './env';

describe('server environment', () => {
  it('derives every port, URL and origin from the defaults', () => {
    const env = loadServerEnv({});
    expect(env.ports).toEqual({ shell: 3000, ideas: 3001, myPage: 3002, search: 3003, admin: 3004, api: 4000, identity: 4001 });
    expect(env.shellUrl).toBe('http://localhost:3000');
    expect(env.apiUrl).toBe('http://localhost:4000');
    expect(env.issuer).toBe('http://localhost:4001');
    expect(env.remoteOrigins.myPage).toBe('http://localhost:3002');
    expect(env.corsOrigins).toEqual(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004']);
    expect(env).toMatchObject({ bindHost: 'localhost', clientId: 'idea-portal', apiAudience: 'idea-portal-api', dataDir: '.data/pglite', seed: true, deprecated: [] });
  });

  it('reads one name per setting; ports move the derived URLs', () => {
    const env = loadServerEnv({ PUBLIC_HOST: 'portal.test', SHELL_PORT: '5000', SEARCH_MFE_PORT: '5003', IDENTITY_PORT: '5011', REMOTE_IDEAS_URL: 'https://cdn.test/ideas/', NODE_ENV: 'production' });
    expect(env.shellUrl).toBe('http://portal.test:5000');
    expect(env.issuer).toBe('http://portal.test:5011');
    expect(env.remoteOrigins).toMatchObject({ search: 'http://portal.test:5003', ideas: 'https://cdn.test/ideas' });
    expect(env.seed).toBe(false);
    expect(env.corsOrigins).toContain('https://cdn.test/ideas');
  });

  it('keeps the old names working as deprecated aliases, the one name winning', () => {
    const env = loadServerEnv({ IDENTITY_ISSUER: 'https://id.test', PORTAL_URL: 'https://portal.test', PGLITE_DATA_DIR: '/data', API_PUBLIC_URL: 'https://api.test' });
    expect(env).toMatchObject({ issuer: 'https://id.test', shellUrl: 'https://portal.test', dataDir: '/data', apiUrl: 'https://api.test' });
    expect(env.deprecated).toContain('IDENTITY_ISSUER is deprecated: use OIDC_ISSUER');
    expect(loadServerEnv({ IDENTITY_ISSUER: 'https://old.test', OIDC_ISSUER: 'https://new.test' }).issuer).toBe('https://new.test');
  });

  it('sizes the PostgreSQL pool per process (10 unless set, at least 1)', () => {
    expect(loadServerEnv({}).databasePoolSize).toBe(10);
    expect(loadServerEnv({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadServerEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("PORT sets a standalone server's own port", () => {
    expect(loadServerEnv({ PORT: '8080' }, { portVariable: 'API_PORT' }).ports.api).toBe(8080);
    expect(loadServerEnv({ PORT: '8080' }, { portVariable: 'IDENTITY_PORT' }).issuer).toBe('http://localhost:8080');
    expect(loadServerEnv({ PORT: '8080' }).ports.api).toBe(4000);
  });

  it('refuses bad values, naming each variable', () => {
    const error = (() => {
      try {
        loadServerEnv({ API_PORT: 'eighty', OIDC_ISSUER: 'not a url', SEED: 'yes' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidServerEnvError);
    expect((error as InvalidServerEnvError).variables.map((v) => v.name).sort()).toEqual(['API_PORT', 'OIDC_ISSUER', 'SEED']);
  });

  it('takes an explicit CORS list', () => {
    expect(loadServerEnv({ CORS_ORIGINS: 'https://a.test, https://b.test' }).corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});
