import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds idea links with the id encoded', () => {
    expect(paths.app.idea.getHref('idea-1')).toBe('/app/ideas/idea-1');
    expect(paths.app.idea.getHref('a/b c')).toBe('/app/ideas/a%2Fb%20c');
    expect(paths.app.editIdea.getHref('idea-1')).toBe('/app/ideas/idea-1/edit');
    expect(paths.app.idea.getHref('idea-1', { tab: 'history' })).toBe('/app/ideas/idea-1?tab=history');
  });

  it('adds only the filters that are set, encoded', () => {
    expect(paths.app.ideas.getHref()).toBe('/app/ideas');
    expect(paths.app.ideas.getHref({ category: 'Health & Safety', q: '' })).toBe('/app/ideas?category=Health%20%26%20Safety');
    expect(paths.app.ideas.getHref({ status: 'implementation' })).toBe('/app/ideas?status=implementation');
  });

  it('keeps the login return path and the admin base', () => {
    expect(paths.auth.login.getHref()).toBe('/auth/login');
    expect(paths.auth.login.getHref('/app/ideas?x=1')).toBe('/auth/login?redirectTo=%2Fapp%2Fideas%3Fx%3D1');
    expect(paths.admin.users.getHref()).toBe('/app/admin/users');
    expect(paths.admin.users.getHref('/admin')).toBe('/admin/users');
  });

  it('route patterns under /app match the links they build', () => {
    expect(`/app/${paths.app.editIdea.path.replace(':ideaId', 'x')}`).toBe(paths.app.editIdea.getHref('x'));
    expect(`/app/${paths.app.tasks.path}`).toBe(paths.app.tasks.getHref());
  });
});
