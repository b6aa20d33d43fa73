import type { Page } from '@playwright/test';

/**
 * What the page saw of the pointer, for a test whose press seems to have done nothing: from the
 * next page load on, each pointerdown, pointerup and click (time, point, target), each move of
 * the focus, each dialog added or removed, and each layout shift (what moved, from where to
 * where). `pointerLog` reads it.
 */
export async function logPointer(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { __pointerLog: string[] }).__pointerLog = []);
    const at = () => `${Math.round(performance.now())} ms`;
    const describe = (node: unknown) => {
      const el = node as HTMLElement | null;
      return el?.tagName ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}"` : String(node);
    };
    for (const type of ['pointerdown', 'pointerup', 'click'])
      window.addEventListener(type, (e) => log.push(`${at()} ${type} at ${(e as MouseEvent).clientX},${(e as MouseEvent).clientY} on ${describe(e.target)}`), true);
    window.addEventListener('focusin', (e) => log.push(`${at()} focus on ${describe(e.target)}`), true);
    // Dialogs coming and going (one that closed and opened again looks like one that never closed).
    const dialogsIn = (nodes: NodeList) =>
      [...nodes].flatMap((n) => (n instanceof Element ? [n, ...n.querySelectorAll('[role=dialog]')].filter((e) => e.matches('[role=dialog]')) : []));
    new MutationObserver((records) => {
      for (const r of records) {
        for (const d of dialogsIn(r.addedNodes)) log.push(`${at()} dialog added: ${describe(d)}`);
        for (const d of dialogsIn(r.removedNodes)) log.push(`${at()} dialog removed: ${describe(d)}`);
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as Array<{ sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>)
        for (const s of shift.sources ?? []) log.push(`${at()} shift ${describe(s.node)} y ${Math.round(s.previousRect.y)} -> ${Math.round(s.currentRect.y)}`);
    }).observe({ type: 'layout-shift' });
  });
}

export const pointerLog = (page: Page) => page.evaluate(() => ((window as unknown as { __pointerLog?: string[] }).__pointerLog ?? []).join('\n')).catch(String);
