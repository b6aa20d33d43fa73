import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '@idea-portal/platform';
import { theme } from '../theme';
import { formatDate } from '../format-date';
import { ErrorState } from './ErrorState';
import { StatusBadge } from './StatusBadge';
import { initialsOf, UserAvatar } from './UserAvatar';

const wrap = (ui: ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('initialsOf / UserAvatar', () => {
  it('first letter of each word, upper-cased, or ?', () => {
    expect(initialsOf('vera viewer')).toBe('VV');
    expect(initialsOf('  Anna  maria Schmidt ')).toBe('AMS');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('shows the initials without a picture', () => {
    wrap(<UserAvatar name="Erik Evaluator" />);
    expect(screen.getByText('EE')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it('falls back to the domain label without i18n, and translates when ui:status.<status> exists', async () => {
    const { unmount } = wrap(<StatusBadge status="first_assessment" />);
    expect(screen.getByText(/first assessment/i)).toBeTruthy();
    unmount();
    await initI18n();
    await i18n.changeLanguage('de');
    wrap(<StatusBadge status="rejected" />);
    expect(screen.getByText('Abgelehnt')).toBeTruthy();
    wrap(<StatusBadge status="some_unknown" />);
    expect(screen.getByText('SOME UNKNOWN')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

describe('ErrorState', () => {
  it('is an alert with a Retry button when onRetry is given', () => {
    wrap(<ErrorState message="Boom" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('formatDate', () => {
  it('formats per language and tolerates missing values', () => {
    expect(formatDate('2025-03-12T10:00:00Z', 'de')).toBe('12.03.2025');
    expect(formatDate('2025-03-12T10:00:00Z', 'en')).toBe('12 Mar 2025');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
