import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';
import { SegmentedControl } from './chunks/segmented';

/**
 * jsdom lays nothing out: the container's width and the width the row of segments needs are
 * given here, and the container's resizes are sent by hand (every ResizeObserver of the test).
 */
const observers = new Set<() => void>();
const resize = () => observers.forEach((callback) => callback());
let containerWidth = 0;
const ROW_WIDTH = 340;

function renderIn(width: number, labels: string[]) {
  containerWidth = width;
  const ui = (l: string[]) => (
    <MantineProvider theme={theme}>
      <div data-testid="container">
        <SegmentedControl aria-label="Empfehlung" data={l} />
      </div>
    </MantineProvider>
  );
  const view = render(ui(labels));
  return { rerender: (l: string[]) => view.rerender(ui(l)) };
}

const stacked = () => screen.getByRole('radiogroup', { name: 'Empfehlung' }).getAttribute('data-orientation') === 'vertical';

describe('SegmentedControl (deferred): stacks where its segments do not fit side by side', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.clear();
  });

  function measure() {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'container' ? containerWidth : 0;
    });
    // As a row, the group is as wide as its segments need (a stacked one's width is not read).
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'radiogroup' ? (this.dataset.orientation === 'vertical' ? containerWidth : ROW_WIDTH) : 0;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.add(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }

  it('stays a row where the segments fit, stacks on a narrower container and is a row again when it widens', () => {
    measure();
    renderIn(600, ['Annehmen', 'Änderungen anfordern', 'Ablehnen']);
    expect(stacked()).toBe(false);

    containerWidth = 316;
    act(() => resize());
    expect(stacked()).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Empfehlung' }).hasAttribute('data-full-width')).toBe(true);

    // Stacked, the width the row needs is the one measured as a row.
    containerWidth = ROW_WIDTH;
    act(() => resize());
    expect(stacked()).toBe(false);
  });

  it('is measured at once (before the first paint), and again as a row when its labels change', () => {
    measure();
    const { rerender } = renderIn(316, ['Annehmen', 'Änderungen anfordern', 'Ablehnen']);
    expect(stacked()).toBe(true);

    // Other labels (another language) are measured as a row again: these fit.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'radiogroup' ? 280 : 0;
    });
    rerender(['Approve', 'Request changes', 'Reject']);
    expect(stacked()).toBe(false);
  });
});
