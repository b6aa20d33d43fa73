import type { DatabaseHandle } from '@idea-portal/db';
import { describe, expect, it } from 'vitest';
import { buildApi, ROUTE_TABLE, type ModuleName } from '../src/app';
import { createSigner } from './support/api';

/** A database that is never asked: mounting the modules and reading their OpenAPI paths needs none. */
const noDatabase = {
  kind: 'pglite',
  db: {} as DatabaseHandle['db'],
  query: async () => [],
  exec: async () => {},
  transaction: async () => undefined as never,
  begin: async () => undefined as never,
  within: (_scope, fn) => fn(),
  close: async () => {},
} satisfies DatabaseHandle;

/** The system module's routes (no sign-in), mounted with every set of modules. */
const SYSTEM = ['/health', '/config'];

async function pathsOf(modules: ModuleName[]): Promise<string[]> {
  const { verifier } = await createSigner();
  const app = await buildApi({ db: noDatabase, auth: { verifier }, modules, blobDeletionRetryMs: false, sessionCheck: false });
  await app.ready();
  const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
  await app.close();
  return paths.filter((p) => !SYSTEM.some((s) => p === s || p.startsWith(`${s}/`)));
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe('the route table (app.ts)', () => {
  it.each(Object.keys(ROUTE_TABLE) as ModuleName[])('%s serves only under its prefixes, and under each of them', async (name) => {
    const { prefixes } = ROUTE_TABLE[name];
    const paths = await pathsOf([name]);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !prefixes.some((prefix) => under(p, prefix)))).toEqual([]);
    for (const prefix of prefixes) expect(paths.some((p) => under(p, prefix)), prefix).toBe(true);
  });

  it('no two modules claim the same path', async () => {
    const all = await pathsOf(Object.keys(ROUTE_TABLE) as ModuleName[]);
    const perModule = await Promise.all((Object.keys(ROUTE_TABLE) as ModuleName[]).map((name) => pathsOf([name])));
    expect(perModule.flat().sort()).toEqual([...all].sort());
  });
});
