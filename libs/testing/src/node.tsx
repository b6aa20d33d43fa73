/**
 * Unit-test helpers (vitest, jsdom): the MSW node server with the contract handlers, and a
 * render function with the providers the shell gives a remote (Mantine, auth, QueryClient,
 * router, i18n).
 */
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AuthContext, createQueryClient, i18n, initI18n, PortalRouter } from '@idea-portal/platform';
import { theme, MantineProvider, Notifications } from '@idea-portal/ui';
import { DEFAULT_MOCK_API_URL, createHandlers } from './handlers';
import { resetMockDb } from './mock-db';
import { resetMockAbsences } from './handlers/absences';
import { createMockAuth } from './auth';
import { configureMockRuntime } from './runtime';

export { problem } from './handlers';

/** The MSW node server answering every endpoint at the mocked API URL. */
export function createMockServer(baseUrl: string = DEFAULT_MOCK_API_URL) {
  return setupServer(...createHandlers(baseUrl));
}

/**
 * Starts the MSW node server for the current test file (listen / reset handlers and the mock
 * database after each test / close). Returns the server for `server.use(...)` overrides.
 */
export function setupMockApi(baseUrl: string = DEFAULT_MOCK_API_URL) {
  const server = createMockServer(baseUrl);
  beforeAll(() => {
    configureMockRuntime(baseUrl);
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetMockDb();
    resetMockAbsences();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** The writes the app sends from now on, as `METHOD /path` in order (reads and CORS preflights left out). */
export function recordWrites(server: ReturnType<typeof createMockServer>): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'OPTIONS') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}

let lastLocation = '';
function LocationSpy() {
  const location = useLocation();
  lastLocation = location.pathname + location.search;
  return null;
}
/** The router location of the last render (path + search). */
export const currentLocation = () => lastLocation;

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface RenderOptions {
  /** Initial URL, e.g. '/app/ideas'. */
  route?: string;
  /** Mount a remote's routes under this base ('/app' by default) instead of rendering `ui`. */
  routes?: RouteObject[];
  base?: string;
  language?: 'en' | 'de';
  queryClient?: QueryClient;
}

/** Renders a component or a remote's routes inside the shell's providers. Await it. */
export async function renderWithProviders(ui: ReactElement | null, opts: RenderOptions = {}) {
  await initI18n();
  await i18n.changeLanguage(opts.language ?? 'en');
  configureMockRuntime();
  const queryClient = opts.queryClient ?? createQueryClient();
  const auth = createMockAuth();
  const base = opts.base ?? '/app';
  const content: ReactNode = opts.routes ? (
    <Routes>
      <Route path={`${base}/*`} element={<RemoteRoutes routes={opts.routes} />} />
      <Route path="*" element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={queryClient}>
          <PortalRouter history={UNSAFE_createMemoryHistory({ initialEntries: [opts.route ?? base], v5Compat: true })}>
            <LocationSpy />
            {content}
          </PortalRouter>
        </QueryClientProvider>
      </AuthContext.Provider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/**
 * For the tests of a file: `requestIdleCallback` holds its callbacks until the test runs them
 * with `whenIdle()` (what a page does "when idle" happens when the test says); `waiting()` counts them.
 */
export function holdIdleCallbacks(): { whenIdle: () => void; waiting: () => number } {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return { whenIdle: () => idle.splice(0).forEach((run) => run()), waiting: () => idle.length };
}
