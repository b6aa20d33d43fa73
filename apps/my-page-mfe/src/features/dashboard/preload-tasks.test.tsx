import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { holdIdleCallbacks, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';

const tasksPage = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('../tasks/components/MyTasksPage', async (original) => {
  tasksPage.imported();
  return original();
});

setupMockApi();

describe('the dashboard fetches My Tasks’ code when idle', () => {
  const { whenIdle, waiting } = holdIdleCallbacks();

  it('not for someone without open tasks', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tasksPage.imported).not.toHaveBeenCalled();
  });

  it('for someone with open tasks, once the page is idle', async () => {
    setMockCurrentUser('u-eval');
    await renderWithProviders(null, { routes, route: '/app' });
    await vi.waitFor(() => expect(waiting()).toBeGreaterThan(0));
    expect(tasksPage.imported).not.toHaveBeenCalled();
    whenIdle();
    await vi.waitFor(() => expect(tasksPage.imported).toHaveBeenCalledTimes(1));
  });
});
