import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../test/render';
import { loadRemoteModule } from './load-remote';
import { RemoteTimeoutError } from './plugins/deadline';
import { RemoteWidget } from './RemoteWidget';

vi.mock('./load-remote', () => ({ loadRemoteModule: vi.fn(), configureRemotes: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

beforeAll(() => setupI18n('en'));

describe('RemoteWidget', () => {
  it('a widget whose remote does not answer shows its small fallback with Retry, not nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new RemoteTimeoutError('http://remote/mf-manifest.json', 8000)).mockResolvedValueOnce({ NotificationBell: () => <button>Bell</button> });
    renderPage(<RemoteWidget remote="myPage" module="NotificationBell" />);
    expect((await screen.findByRole('alert', { name: 'This area is unavailable' })).textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Bell' })).toBeTruthy();
  });
});
