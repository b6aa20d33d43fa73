import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from '@idea-portal/platform';
import { currentLocation, renderWithProviders } from '@idea-portal/testing/node';
import { registerIdeasTranslations } from '../../../i18n';
import { LeaveGuard } from './LeaveGuard';
import '../../../test/cleanup';

registerIdeasTranslations();

function Page({ dirty }: { dirty: boolean }) {
  return (
    <>
      <LeaveGuard when={() => dirty} />
      <Link to="/app/ideas">All ideas</Link>
    </>
  );
}

describe('LeaveGuard', () => {
  it('asks before a link leaves unsaved changes: Stay keeps the page, Leave page goes', async () => {
    await renderWithProviders(<Page dirty />, { route: '/app/ideas/new' });
    fireEvent.click(screen.getByRole('link', { name: 'All ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('You have unsaved changes. Do you really want to leave this page?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/app/ideas/new');

    fireEvent.click(screen.getByRole('link', { name: 'All ideas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(currentLocation()).toBe('/app/ideas'));
  });

  it('lets the user go at once when nothing is unsaved', async () => {
    await renderWithProviders(<Page dirty={false} />, { route: '/app/ideas/new' });
    fireEvent.click(screen.getByRole('link', { name: 'All ideas' }));
    await waitFor(() => expect(currentLocation()).toBe('/app/ideas'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
