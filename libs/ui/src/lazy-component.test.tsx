import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { lazyComponent } from './lazy-component';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <button onClick={this.props.onRetry}>Try again</button> : this.props.children;
  }
}

function Harness({ Page }: { Page: React.ComponentType<{ name: string }> }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <MantineProvider>
      <Boundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Page name="Ada" />
      </Boundary>
    </MantineProvider>
  );
}

describe('lazyComponent', () => {
  it('fetches the page when it first renders, once, and passes the props', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Page = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    const { rerender } = render(<Harness Page={Page} />);
    // Its own loading state, announced, while the chunk loads.
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    rerender(<Harness Page={Page} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page as soon as its code arrives, not after React\'s 300 ms hold on a Suspense fallback', async () => {
    const load = () => new Promise<React.ComponentType<{ name: string }>>((resolve) => setTimeout(() => resolve(({ name }) => <p>Hello {name}</p>), 20));
    const shownAt = performance.now();
    render(<Harness Page={lazyComponent(load)} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByText('Hello Ada', undefined, { timeout: 1000, interval: 5 });
    // React.lazy in Suspense: at 300 ms or later (FALLBACK_THROTTLE_MS).
    expect(performance.now() - shownAt).toBeLessThan(200);
  });

  it('fetches again after a failure, when the error boundary retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    render(<Harness Page={lazyComponent(load)} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const failedLoads = load.mock.calls.length;
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('preload() fetches before the first render, once; the page then renders without a loading state', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Page = lazyComponent(load);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Harness Page={Page} />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch once more at once (a stale failed hint answers the first without the network)', async () => {
    let failures = 1;
    const load = vi.fn(async () => {
      if (failures-- > 0) throw new Error('ChunkLoadError');
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    render(<Harness Page={lazyComponent(load)} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is not kept: the render fetches again', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    const Page = lazyComponent(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    online = true;
    render(<Harness Page={Page} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    // The preload's fetch and its one more try, then the render's.
    expect(load).toHaveBeenCalledTimes(3);
  });
});
