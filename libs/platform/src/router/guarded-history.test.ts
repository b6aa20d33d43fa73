import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { guardHistory } from './guarded-history';

function setup(entries = ['/app/ideas/new'], index?: number) {
  const memory = UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true });
  const history = guardHistory(memory);
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(location.pathname));
  const changes = vi.fn();
  history.subscribe(changes);
  return { memory, history, shown, changes };
}

describe('guardHistory', () => {
  it('lets every navigation through while no page guards', () => {
    const { history, shown } = setup();
    history.push('/app/ideas');
    history.replace('/app/search');
    expect(shown).toEqual(['/app/ideas', '/app/search']);
    expect(history.held()).toBeNull();
  });

  it('holds a link or navigate() to another page while the check says so; proceed carries it out', () => {
    const { history, shown, changes } = setup();
    const check = vi.fn(() => true);
    history.guard(check);
    history.push('/app/ideas', { from: 'form' });
    expect(check).toHaveBeenCalledWith('/app/ideas');
    expect(history.location.pathname).toBe('/app/ideas/new');
    expect(shown).toEqual([]);
    expect(history.held()).not.toBeNull();
    expect(changes).toHaveBeenCalledTimes(1);

    history.held()!.proceed();
    expect(history.location.pathname).toBe('/app/ideas');
    expect(history.location.state).toEqual({ from: 'form' });
    expect(shown).toEqual(['/app/ideas']);
    expect(history.held()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('stay drops the held navigation and the page stays', () => {
    const { history, shown } = setup();
    history.guard(() => true);
    history.replace('/app/search');
    history.held()!.stay();
    expect(history.location.pathname).toBe('/app/ideas/new');
    expect(shown).toEqual([]);
    expect(history.held()).toBeNull();
    // A second navigation asks again.
    history.push('/app');
    expect(history.held()).not.toBeNull();
  });

  it('does not ask for the same page (a new query string) or when the check says no', () => {
    const { history, shown } = setup();
    let dirty = false;
    history.guard(() => dirty);
    history.push('/app/ideas/new?step=2');
    history.push('/app/ideas');
    expect(shown).toEqual(['/app/ideas/new', '/app/ideas']);
    dirty = true;
    history.push('/app/search');
    expect(history.held()).not.toBeNull();
  });

  it('undoes Back at once and goes back again on proceed', () => {
    const { history, memory, shown } = setup(['/app/ideas', '/app/ideas/new'], 1);
    history.guard(() => true);
    memory.go(-1);
    expect(history.location.pathname).toBe('/app/ideas/new');
    expect(shown).toEqual([]);
    expect(history.held()).not.toBeNull();

    history.held()!.proceed();
    expect(history.location.pathname).toBe('/app/ideas');
    expect(shown).toEqual(['/app/ideas']);
  });

  it('Back answered with stay keeps the page and its place in the history', () => {
    const { history, memory, shown } = setup(['/app/ideas', '/app/ideas/new'], 1);
    history.guard(() => true);
    memory.go(-1);
    history.held()!.stay();
    expect(history.location.pathname).toBe('/app/ideas/new');
    expect(shown).toEqual([]);
    history.go(-1);
    expect(history.held()).not.toBeNull();
  });

  it('a removed guard no longer holds anything', () => {
    const { history, shown } = setup();
    const remove = history.guard(() => true);
    remove();
    history.push('/app/ideas');
    expect(shown).toEqual(['/app/ideas']);
  });
});
