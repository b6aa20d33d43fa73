import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { NotificationItem } from '@idea-portal/contracts';
import { renderWithProviders } from '@idea-portal/testing/node';
import { registerMyPageTranslations } from '../../i18n';
import { NotificationRow } from './components/NotificationRow';

registerMyPageTranslations();

const match: NotificationItem = {
  id: 'match:ss-1:idea-7',
  kind: 'savedSearchMatch',
  ideaId: 'idea-7',
  title: 'Solar roof on hall 3',
  status: 'first_assessment',
  actorName: 'Chris Creator',
  actorPicture: null,
  newValue: 'Energy ideas',
  concernsYou: false,
  concernedName: null,
  read: false,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('saved-search notifications', () => {
  it('name the saved search and link to the idea, in English and German', async () => {
    const { unmount } = await renderWithProviders(<NotificationRow item={match} unread />);
    expect(screen.getByText('New idea by Chris Creator matching your saved search "Energy ideas"')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/app/ideas/idea-7');
    unmount();
    await renderWithProviders(<NotificationRow item={match} unread={false} />, { language: 'de' });
    expect(screen.getByText('Neue Idee von Chris Creator passend zu Ihrer gespeicherten Suche „Energy ideas“')).toBeTruthy();
  });
});
