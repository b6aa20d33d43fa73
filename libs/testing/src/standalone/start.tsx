import { createRoot } from 'react-dom/client';
import { initI18n } from '@idea-portal/platform';
import { DEFAULT_MOCK_API_URL, createHandlers } from '../handlers';
import { DEMO_USER_IDS, type DemoUserKey } from '../fixtures/users';
import { setMockCurrentUser } from '../mock-db';
import { configureMockRuntime } from '../runtime';
import { StandaloneHost, type StandaloneHostProps } from './StandaloneHost';

export interface StandaloneOptions extends Omit<StandaloneHostProps, 'routes' | 'widgets'> {
  /** The remote's `./routes` module, imported after i18n is ready. */
  loadRoutes: () => Promise<{ routes: StandaloneHostProps['routes'] }>;
  /** Widgets shown in the standalone header (e.g. my-page's bell), loaded the same way. */
  loadWidgets?: () => Promise<StandaloneHostProps['widgets']>;
}

function flag(value: string | undefined, fallback: boolean) {
  if (value === undefined || value === '') return fallback;
  return value === 'true';
}

/** Reads the flags rsbuild's `source.define` baked in; absent (no define) means the defaults. */
function buildEnv() {
  let mocking: string | undefined;
  let port: string | undefined;
  let apiUrl: string | undefined;
  try {
    mocking = process.env.ENABLE_API_MOCKING;
    port = process.env.APP_MOCK_API_PORT;
    apiUrl = process.env.API_URL;
  } catch {
    // No `process` in the browser and nothing defined: defaults.
  }
  return { mocking: flag(mocking, true), mockUrl: `http://localhost:${port || 8080}`, apiUrl: apiUrl || 'http://localhost:4000' };
}

export const MOCK_USER_STORAGE_KEY = 'standalone-mock-user';

/** Picks the signed-in demo user: `?mockUser=viewer|creator|evaluator|admin`, remembered for the tab. */
function chooseMockUser() {
  const fromQuery = new URLSearchParams(window.location.search).get('mockUser');
  if (fromQuery) sessionStorage.setItem(MOCK_USER_STORAGE_KEY, fromQuery);
  const key = (fromQuery ?? sessionStorage.getItem(MOCK_USER_STORAGE_KEY) ?? 'admin') as DemoUserKey;
  setMockCurrentUser(DEMO_USER_IDS[key] ?? DEMO_USER_IDS.admin);
}

/**
 * Runs a remote alone: i18n, MSW browser worker (when ENABLE_API_MOCKING), mocked sign-in,
 * runtime config pointing at the mocked API, then the remote's routes under /app.
 */
export async function startStandalone(opts: StandaloneOptions) {
  const env = buildEnv();
  await initI18n();
  chooseMockUser();
  if (env.mocking) {
    const { setupWorker } = await import('msw/browser');
    const worker = setupWorker(...createHandlers(env.mockUrl));
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    configureMockRuntime(env.mockUrl || DEFAULT_MOCK_API_URL, true);
  } else {
    configureMockRuntime(env.apiUrl, false);
  }
  const [{ routes }, widgets] = await Promise.all([opts.loadRoutes(), opts.loadWidgets?.() ?? Promise.resolve(undefined)]);
  const { loadRoutes: _l, loadWidgets: _w, ...props } = opts;
  createRoot(document.getElementById('root')!).render(<StandaloneHost {...props} routes={routes} widgets={widgets} />);
}
