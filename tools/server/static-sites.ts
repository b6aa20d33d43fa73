/**
 * Serves the production builds of the shell and the remotes, each from its own origin (port),
 * as a CDN would. The shell answers /runtime-config.json (browser env + remote locations) and
 * falls back to index.html for client routes; remotes allow cross-origin loads.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { existsSync } from 'node:fs';

export interface SiteOptions {
  name: string;
  root: string;
  port: number;
  host?: string;
  /** Shell only: the document served at /runtime-config.json. */
  runtimeConfig?: () => unknown;
  /** Fall back to index.html for client routes (the shell, and a remote run standalone). */
  spa?: boolean;
  /** Extra response headers (CSP for the shell). */
  headers?: Record<string, string>;
}

export async function startSite(opts: SiteOptions): Promise<FastifyInstance | null> {
  if (!existsSync(opts.root)) {
    // A missing remote is an outage of that area only: the shell shows its fallback.
    console.warn(`${opts.name}: no build at ${opts.root} (run npm run build); not served`);
    return null;
  }
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(opts.headers ?? {})) reply.header(k, v);
    if (!opts.runtimeConfig) reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: opts.root,
    // Hashed assets are immutable; manifests and HTML are always revalidated.
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = /\/static\//.test(path);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const config = opts.runtimeConfig;
  if (config) {
    app.get('/runtime-config.json', async (_req, reply) => reply.header('Cache-Control', 'no-store').send(config()));
  }
  if (config || opts.spa) {
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.code(404).send('Not found');
      return reply.type('text/html').sendFile('index.html');
    });
  }
  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}
