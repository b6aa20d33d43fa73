import { describe, expect, it } from 'vitest';
import { firstSegment, remoteForPath } from './remote-table';
import { hasMatchingRoute, routesOf } from './remote-routes';

describe('segment -> remote table', () => {
  it.each([
    ['', 'myPage'],
    ['my-page/watched', 'myPage'],
    ['my-ideas', 'myPage'],
    ['notifications', 'myPage'],
    ['profile', 'myPage'],
    ['ideas', 'ideas'],
    ['ideas/42/edit', 'ideas'],
    ['discussions/7', 'ideas'],
    ['search', 'search'],
    ['indicators', 'search'],
    ['users', 'search'],
    ['accounts', 'search'],
    ['tenants', 'search'],
    ['organization-units', 'search'],
  ])('/app/%s -> %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('anything else (and the shell-owned faq/admin) has no remote here -> 404 page', () => {
    for (const path of ['nope', 'faq', 'admin/users', 'ideasx', 'constructor', 'toString']) expect(remoteForPath(path)).toBeNull();
  });

  it('takes the first segment', () => {
    expect(firstSegment('/ideas/1?x')).toBe('ideas');
    expect(firstSegment('')).toBe('');
  });
});

describe('the 404 decision inside a remote', () => {
  const routes = [{ path: 'ideas', children: [{ index: true }, { path: 'new' }, { path: ':ideaId' }, { path: ':ideaId/edit' }] }];
  it('matches only the routes the remote declares', () => {
    expect(hasMatchingRoute(routes, 'ideas')).toBe(true);
    expect(hasMatchingRoute(routes, 'ideas/42/edit')).toBe(true);
    expect(hasMatchingRoute(routes, 'ideas/42/nope')).toBe(false);
    expect(hasMatchingRoute(routes, 'discussions')).toBe(false);
  });

  it('reads `routes` or the default export, and refuses anything else', () => {
    expect(routesOf({ routes }, 'ideas')).toBe(routes);
    expect(routesOf({ default: routes }, 'ideas')).toBe(routes);
    expect(() => routesOf({}, 'ideas')).toThrow('Remote "ideas" does not export routes');
  });
});
