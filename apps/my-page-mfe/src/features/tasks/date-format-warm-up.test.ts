// vitest: own module graph (what the page's code does when it first arrives)
import { expect, it, vi } from 'vitest';

it('My Tasks’ code builds the date formatter when it arrives, before the page renders', async () => {
  const build = vi.spyOn(Intl, 'DateTimeFormat');
  await import('./components/MyTasksPage');
  expect(build).toHaveBeenCalledTimes(1);
});
