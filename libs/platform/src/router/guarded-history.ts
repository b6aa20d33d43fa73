import type { UNSAFE_createBrowserHistory } from 'react-router';

export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving the current page for `nextPathname` must wait for the user's answer. */
export type LeaveCheck = (nextPathname: string) => boolean;

/** A navigation held back: `proceed` carries it out, `stay` drops it. */
export interface HeldNavigation {
  proceed(): void;
  stay(): void;
}

export interface GuardedHistory extends History {
  /** Sets the check every navigation passes (one page guards at a time); returns its removal. */
  guard(check: LeaveCheck): () => void;
  /** The navigation waiting for an answer, if any; `subscribe` tells when that changes. */
  held(): HeldNavigation | null;
  subscribe(onChange: () => void): () => void;
}

/**
 * A history whose navigations a page can hold back (an unsaved form asks first): links and
 * navigate() calls wait before they change the URL; the browser's Back and Forward have already
 * changed it, so they are undone at once and redone if the user proceeds. What react-router's
 * data routers do in useBlocker, for the declarative router the portal runs (a third of its size).
 */
export function guardHistory(history: History): GuardedHistory {
  let check: LeaveCheck | null = null;
  let held: HeldNavigation | null = null;
  // The pathname on screen (on Back the history's own location has already moved on).
  let shownPathname = history.location.pathname;
  // The next POP is ours: the undo of a held Back (swallowed), or its redo after proceed (let through).
  let nextPop: 'swallow' | 'pass' | null = null;
  const subscribers = new Set<() => void>();
  const hold = (carryOut: () => void, undo?: () => void) => {
    const navigation: HeldNavigation = {
      proceed: () => release(navigation, carryOut),
      stay: () => release(navigation, undo),
    };
    held = navigation;
    subscribers.forEach((notify) => notify());
  };
  const release = (navigation: HeldNavigation, then?: () => void) => {
    if (held !== navigation) return;
    held = null;
    subscribers.forEach((notify) => notify());
    if (!then) return;
    const saved = check;
    check = null;
    try {
      then();
    } finally {
      check = saved;
    }
  };
  const blocks = (to: Parameters<History['push']>[0]) => {
    const next = history.createURL(to).pathname;
    return check !== null && next !== history.location.pathname && check(next);
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (blocks(to)) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (blocks(to)) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update: Update) => {
        const ours = update.action === 'POP' ? nextPop : null;
        if (ours) nextPop = null;
        if (ours === 'swallow') return;
        const { delta } = update;
        if (!ours && update.action === 'POP' && delta && check && update.location.pathname !== shownPathname && check(update.location.pathname)) {
          // The URL is already the next page's: put the shown page's back, and go again on proceed.
          nextPop = 'swallow';
          history.go(-delta);
          hold(() => {
            nextPop = 'pass';
            history.go(delta);
          });
          return;
        }
        shownPathname = update.location.pathname;
        listener(update);
      });
    },
    guard(next) {
      check = next;
      return () => {
        if (check === next) check = null;
      };
    },
    held: () => held,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
