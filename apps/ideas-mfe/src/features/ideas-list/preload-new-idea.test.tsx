import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { holdIdleCallbacks, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';
import { IdeasListPage } from './components/IdeasListPage';

const form = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('../idea-form/components/IdeaCreatePage', async (original) => {
  form.imported();
  return original();
});

setupMockApi();
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the ideas list fetches the New Idea form’s code before the click', () => {
  const { whenIdle } = holdIdleCallbacks();

  it('once the list is shown and the page idle (the route’s form chunk)', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas' });
    await screen.findByRole('link', { name: 'Solar panels on the warehouse roof' });
    await settle();
    expect(form.imported).not.toHaveBeenCalled();
    whenIdle();
    await vi.waitFor(() => expect(form.imported).toHaveBeenCalledTimes(1));
  });

  it('when the pointer or focus comes to the button, before the page is idle', async () => {
    const preloadNewIdea = vi.fn(async () => undefined);
    await renderWithProviders(<IdeasListPage preloadNewIdea={preloadNewIdea} />, { route: '/app/ideas' });
    const newIdea = await screen.findByRole('link', { name: 'New Idea' });
    expect(preloadNewIdea).not.toHaveBeenCalled();
    fireEvent.pointerEnter(newIdea);
    fireEvent.focus(newIdea);
    expect(preloadNewIdea).toHaveBeenCalledTimes(2);
  });
});
