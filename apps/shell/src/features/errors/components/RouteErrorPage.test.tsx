import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes, setupI18n } from '../../../test/render';
import { RouteErrorBoundary } from './RouteErrorPage';
import { NotFoundPage } from './NotFoundPage';

function Boom(): never {
  throw new Error('Kaputt');
}

describe('error pages', () => {
  beforeAll(() => setupI18n('en'));

  it('the route error page shows the title, details, copy with a 2000 ms confirmation, Refresh and Go Home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <Boom />
            </RouteErrorBoundary>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Kaputt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy details' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Kaputt'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy details' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('the 404 page has the exact text and a Go to Home link', () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nope');
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
