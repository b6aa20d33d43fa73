import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPageModules, REMOTE_KEYS, REMOTES, remoteOwningSegment } from './remotes';

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
});
