/**
 * Setup of the `web` vitest project (jsdom): unmount after each test, and the browser APIs
 * Mantine needs that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView), and the Mantine
 * components @idea-portal/ui defers, loaded.
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// The module itself, not @idea-portal/ui's index: a test file may still mock what the index imports.
import { loadDeferredMantine } from '../../ui/src/mantine-deferred/index';

// The deferred Mantine components are there before any test renders (as after a remote's routes load).
await loadDeferredMantine();

// Files run in parallel (two workers) and a page's first render imports its lazy chunk (Vitest
// transforms it then): give async queries (findBy*, waitFor) room on a busy machine. A query
// that finds its element returns at once; only a failing one waits this long.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = function scrollTo() {};
  // Mantine's autosize Textarea listens to document.fonts (FontFaceSet), which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve(), status: 'loaded' },
    });
  }
}
