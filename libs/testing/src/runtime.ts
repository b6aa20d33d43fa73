import { resetBaseUrlCache, setAccessTokenGetter, setRuntimeConfig } from '@idea-portal/platform';
import { DEFAULT_MOCK_API_URL } from './handlers';

/** Runtime config for standalone mode and unit tests: every service at `apiUrl` (MSW answers it). */
export function configureMockRuntime(apiUrl: string = DEFAULT_MOCK_API_URL, mocking = true) {
  resetBaseUrlCache();
  setRuntimeConfig({
    env: {
      API_URL: apiUrl,
      OIDC_AUTHORITY: 'http://localhost/mock-issuer',
      OIDC_CLIENT_ID: 'standalone',
      ENABLE_API_MOCKING: String(mocking),
      APP_MOCK_API_PORT: new URL(apiUrl).port || '80',
    },
    remotes: {},
  });
  setAccessTokenGetter(() => 'mock-access-token');
}
