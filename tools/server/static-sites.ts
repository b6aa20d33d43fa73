/**
 * Serves the production builds of the shell and the remotes, each from its own origin (port),
 * as a CDN would. The shell answers /runtime-config.json (browser env + remote locations) and
 * falls back to index.html for client routes. In the composed portal a remote serves only what
 * the shell loads (its federation manifest and hashed assets), cross-origin to the portal only;
 * run standalone (per-remote E2E) it serves its own mock-sign-in app.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstPageModules, RUNTIME_CONFIG_ELEMENT_ID } from '../../libs/contracts/src/remotes';
import { createRemoteHints, isHintableUrl } from './remote-hints';

/** Limits that keep one slow or silent client from holding sockets open. Milliseconds. */
export interface SiteTimeouts {
  /** Until the request line and all headers have arrived (then 408). */
  headers: number;
  /** Until the whole request, body included, has arrived (then 408). */
  request: number;
  /** A socket with no traffic at all is closed after this. */
  idle: number;
  /** How often Node checks the two limits above. */
  checkInterval: number;
}

export const DEFAULT_SITE_TIMEOUTS: SiteTimeouts = { headers: 10_000, request: 30_000, idle: 60_000, checkInterval: 1_000 };

export interface SiteOptions {
  name: string;
  root: string;
  port: number;
  host?: string;
  /** Shell only: the document served at /runtime-config.json and inlined into index.html. */
  runtimeConfig?: () => unknown;
  /** Fall back to index.html for client routes (the shell, and a remote run standalone). */
  spa?: boolean;
  /**
   * A remote in the composed portal: serve only the federation manifest and the hashed assets
   * under /static (no index.html, no MSW worker), to these origins (CORS, never `*`).
   */
  federation?: { corsOrigins: string[] };
  /** Extra response headers (CSP for the shell). */
  headers?: Record<string, string>;
  timeouts?: Partial<SiteTimeouts>;
}

/** The build's on-demand chunks and stylesheets, as paths in its folder (`static/js/async/x.1a2b.js`). */
function asyncFiles(root: string): string[] {
  return ['static/js/async', 'static/css/async'].flatMap((dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((f) => `${dir}/${f}`) : []));
}

/** What the shell fetches from a remote: the manifest, and the entry, chunks, CSS, fonts under /static. */
export function isFederationAsset(path: string): boolean {
  return path === '/mf-manifest.json' || path.startsWith('/static/');
}

export async function startSite(opts: SiteOptions): Promise<FastifyInstance | null> {
  if (!existsSync(opts.root)) {
    // A missing remote is an outage of that area only: the shell shows its fallback.
    console.warn(`${opts.name}: no build at ${opts.root} (run npm run build); not served`);
    return null;
  }
  const t = { ...DEFAULT_SITE_TIMEOUTS, ...opts.timeouts };
  const config = opts.runtimeConfig;
  const indexHtml = (pathname = '/', remoteHints = '', runtime = config?.()) => {
    const html = readFileSync(join(opts.root, 'index.html'), 'utf8');
    return config ? inlineRuntimeConfig(html, runtime, pathname, remoteHints) : html;
  };
  // A page's own HTML also hints the first files of the remotes it shows.
  const hintsFor = createRemoteHints({ shellFiles: config ? asyncFiles(opts.root) : [] });
  const pageHtml = async (url: string) => {
    const pathname = url.split('?')[0] ?? '/';
    const runtime = config?.();
    return indexHtml(pathname, await hintsFor(remoteLocations(runtime), pathname), runtime);
  };
  const app = Fastify({
    logger: false,
    requestTimeout: t.request,
    connectionTimeout: t.idle,
    http: { headersTimeout: t.headers, requestTimeout: t.request, connectionsCheckingInterval: t.checkInterval },
    // A path that is not valid percent-encoding (`/%`, `/app/ideas/%E0%A4%A`) is a page that does
    // not exist: an app's site answers with its page (which shows the portal's 404), never raw JSON.
    // This answer skips the hooks and plugins, so it carries the same headers itself.
    frameworkErrors: (error, _req, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      const spa = (opts.runtimeConfig || opts.spa) && !opts.federation;
      reply.headers({ ...opts.headers, 'X-Content-Type-Options': 'nosniff' }).code(error.code === 'FST_ERR_BAD_URL' ? 404 : 400);
      if (error.code === 'FST_ERR_BAD_URL' && spa) {
        void reply.headers({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' }).type('text/html').send(indexHtml());
      } else void reply.type('text/plain').send(reply.statusCode === 404 ? 'Not found' : 'Bad request');
    },
  });
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(opts.headers ?? {})) reply.header(k, v);
    reply.header('X-Content-Type-Options', 'nosniff');
    // No page of the portal may be framed (clickjacking); the shell's CSP says the same.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('X-Frame-Options', 'DENY');
  });
  if (opts.federation) {
    await app.register(cors, { origin: opts.federation.corsOrigins, methods: ['GET', 'HEAD'] });
  }
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: opts.root,
    ...(opts.federation && { index: false, allowedPath: (path: string) => isFederationAsset(path) }),
    // The shell's page carries the runtime configuration: answered below, not as the plain file.
    ...(config && { index: false }),
    // Hashed assets are immutable; manifests and HTML are always revalidated.
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = /\/static\//.test(path);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (config) {
    app.get('/runtime-config.json', async (_req, reply) => reply.header('Cache-Control', 'no-store').send(config()));
    app.get('/', async (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/html').send(await pageHtml('/')));
  }
  if ((config || opts.spa) && !opts.federation) {
    app.setNotFoundHandler(async (req, reply) => {
      if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
      return config ? reply.header('Cache-Control', 'no-cache').type('text/html').send(await pageHtml(req.url)) : reply.type('text/html').sendFile('index.html');
    });
  }
  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}

/** The remotes' manifest URLs in a runtime configuration (unvalidated). */
const remoteLocations = (config: unknown) => ((config ?? {}) as { remotes?: Record<string, unknown> }).remotes ?? {};

/**
 * The shell's index.html with the runtime configuration inlined as a JSON data block (not a script
 * the CSP would have to allow): the shell's entry reads the remote locations without a round trip.
 * For a page under /app, the manifests of the remotes it shows are hinted too, so they arrive while
 * the shell's entry downloads (`pathname` unknown, as in a CDN's one file: no hints), and
 * `remoteHints`, the hint tags of their first files (./remote-hints.ts).
 */
export function inlineRuntimeConfig(html: string, config: unknown, pathname?: string, remoteHints = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const locations = remoteLocations(config);
  const manifests = new Set(pathname ? firstPageModules(pathname).map(([remote]) => locations[remote]) : []);
  const hints = [...manifests]
    .filter((url): url is string => typeof url === 'string' && isHintableUrl(url))
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
  const head = [...hints, remoteHints, `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`].join('');
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${html}${head}`;
}
