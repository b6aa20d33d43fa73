import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPageChunks, PAGE_CHUNKS } from './page-chunks';
import { REMOTE_KEYS, REMOTES } from './remotes';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe("the first page's chunks", () => {
  it("names the chunk of the page a path shows: a path's own word before a parameter, none for the admin remote", () => {
    expect(firstPageChunks('/app/ideas/idea-7')).toEqual(['ideas', ['idea-detail', 'ui-deferred-idea-page']]);
    expect(firstPageChunks('/app/ideas/new')).toEqual(['ideas', ['idea-form']]);
    expect(firstPageChunks('/app/ideas/idea-7/edit/')).toEqual(['ideas', ['idea-edit']]);
    expect(firstPageChunks('/app/ideas?status=draft')).toEqual(['ideas', ['ideas-list']]);
    expect(firstPageChunks('/app/my-page/tasks')).toEqual(['myPage', ['my-tasks']]);
    expect(firstPageChunks('/app/admin/users')).toBeNull();
    expect(firstPageChunks('/app')).toBeNull();
    expect(firstPageChunks('/app/ideas/1/2/3')).toBeNull();
    expect(firstPageChunks('/faq')).toBeNull();
  });

  it("names only chunks the remote's routes and the shell's deferred Mantine load, at paths the portal has", () => {
    const paths = readFileSync(`${root}libs/platform/src/paths/paths.ts`, 'utf8');
    const deferred = readFileSync(`${root}libs/ui/src/mantine-deferred/core.tsx`, 'utf8');
    for (const key of REMOTE_KEYS) {
      const routes = readFileSync(`${root}apps/${REMOTES[key].app}/src/routes.tsx`, 'utf8');
      for (const [path, [chunk, ...shellChunks]] of Object.entries(PAGE_CHUNKS[key] ?? {})) {
        expect(routes, `${key}: ${chunk}`).toContain(`webpackChunkName: "${chunk}"`);
        expect(paths, `${key}: ${path}`).toContain(`path: '${path}'`);
        for (const name of shellChunks) expect(deferred, `${key}: ${name}`).toContain(`webpackChunkName: "${name}"`);
      }
    }
  });
});
