import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPageChunks, firstPageModules, REMOTE_KEYS, REMOTES, remoteOwningSegment, type RemoteDefinition } from './remotes';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('remote registry', () => {
  it('names the routes of the remote owning the path and the header widgets, never the admin remote', () => {
    const widgets = [
      ['myPage', 'NotificationBell'],
      ['myPage', 'TaskBadge'],
    ];
    expect(firstPageModules('/app')).toEqual([...widgets, ['myPage', 'routes']]);
    expect(firstPageModules('/app/ideas/42')).toEqual([...widgets, ['ideas', 'routes']]);
    expect(firstPageModules('/app/search')).toEqual([...widgets, ['search', 'routes']]);
    expect(firstPageModules('/app/admin/categories')).toEqual(widgets);
    expect(firstPageModules('/app/faq')).toEqual(widgets);
    expect(firstPageModules('/login')).toEqual([]);
  });

  it('each remote has its own port and variables, and owns distinct segments', () => {
    const offsets = REMOTE_KEYS.map((k) => REMOTES[k].portOffset);
    expect(new Set(offsets).size).toBe(REMOTE_KEYS.length);
    expect(offsets).not.toContain(0); // the shell's
    const segments = REMOTE_KEYS.flatMap((k) => REMOTES[k].segments);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('names an app folder and exposed source files that exist', () => {
    for (const k of REMOTE_KEYS) {
      const def = REMOTES[k];
      const pkg = JSON.parse(readFileSync(`${root}apps/${def.app}/package.json`, 'utf8')) as { name: string };
      expect(pkg.name).toBe(`@idea-portal/${def.app}`);
      for (const file of Object.values(def.exposes)) expect(existsSync(`${root}apps/${def.app}/${file}`), `${def.app}/${file}`).toBe(true);
    }
  });

  it('finds the owner of a first segment', () => {
    expect(remoteOwningSegment('')).toBe('myPage');
    expect(remoteOwningSegment('discussions')).toBe('ideas');
    expect(remoteOwningSegment('organization-units')).toBe('search');
    expect(remoteOwningSegment('admin')).toBe('admin');
    expect(remoteOwningSegment('faq')).toBeNull();
    expect(remoteOwningSegment('constructor')).toBeNull();
  });

  it("names the chunk of the page a path shows: a path's own word before a parameter, none for the admin remote", () => {
    expect(firstPageChunks('/app/ideas/idea-7')).toEqual(['ideas', ['idea-detail', 'ui-later-idea-page']]);
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
    const deferred = readFileSync(`${root}libs/ui/src/mantine-deferred-core.tsx`, 'utf8');
    for (const key of REMOTE_KEYS) {
      const remote: RemoteDefinition = REMOTES[key];
      const routes = readFileSync(`${root}apps/${remote.app}/src/routes.tsx`, 'utf8');
      for (const [path, [chunk, ...shellChunks]] of Object.entries(remote.pageChunks ?? {})) {
        expect(routes, `${key}: ${chunk}`).toContain(`webpackChunkName: "${chunk}"`);
        expect(paths, `${key}: ${path}`).toContain(`path: '${path}'`);
        for (const name of shellChunks) expect(deferred, `${key}: ${name}`).toContain(`webpackChunkName: "${name}"`);
      }
    }
  });
});
