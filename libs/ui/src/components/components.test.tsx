// vitest: own module graph (StatusBadge before i18n is initialised)
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '@idea-portal/platform';
import { theme } from '../theme';
import { formatDate } from '../format-date';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorState } from './ErrorState';
import { QueryState, isEmptyList } from './QueryState';
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

  it('falls back to the initials when the picture fails to load (another site blocked by the CSP)', () => {
    wrap(<UserAvatar name="Chris Creator" picture="https://elsewhere.example/chris.png" />);
    const img = screen.getByRole('img', { name: 'Chris Creator' });
    expect(screen.queryByText('CC')).toBeNull();
    fireEvent.error(img);
    expect(screen.getByText('CC')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Chris Creator' })).toBeNull();
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

describe('ConfirmDialog', () => {
  it('asks with Cancel and the action; an error replaces the action and Cancel becomes Close', async () => {
    const calls: string[] = [];
    const props = { opened: true, title: 'Delete comment', message: 'Really delete?', confirmLabel: 'Delete', onConfirm: () => calls.push('confirm'), onCancel: () => calls.push('cancel') };
    const { rerender } = wrap(<ConfirmDialog {...props} />);
    expect(await screen.findByText('Really delete?')).toBeTruthy();
    screen.getByRole('button', { name: 'Delete' }).click();
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(calls).toEqual(['confirm', 'cancel']);
    rerender(
      <MantineProvider theme={theme}>
        <ConfirmDialog {...props} error="The category is still in use" />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The category is still in use');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('speaks German', async () => {
    await initI18n();
    await i18n.changeLanguage('de');
    try {
      wrap(<ConfirmDialog opened title="Löschen" message="Wirklich?" confirmLabel="Löschen" onConfirm={() => undefined} onCancel={() => undefined} />);
      expect(await screen.findByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('QueryState', () => {
  const base = { isPending: false, isError: false, data: undefined as string[] | undefined, refetch: (): unknown => undefined };
  const show = (query: typeof base) =>
    wrap(
      <QueryState query={query} loadingLabel="Loading tenants" errorMessage="Tenants failed" isEmpty={isEmptyList} empty={<p>No tenants</p>}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryState>,
    );

  it('shows loading, error with Retry, empty, then the data', () => {
    let r = show({ ...base, isPending: true });
    expect(screen.getByText('Loading tenants')).toBeTruthy();
    r.unmount();
    let retried = 0;
    r = show({ ...base, isError: true, refetch: () => (retried += 1) });
    expect(screen.getByText('Tenants failed')).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retried).toBe(1);
    r.unmount();
    r = show({ ...base, data: [] });
    expect(screen.getByText('No tenants')).toBeTruthy();
    r.unmount();
    show({ ...base, data: ['Acme', 'Globex'] });
    expect(screen.getByText('Acme, Globex')).toBeTruthy();
  });

  it('keeps showing the data it has when a background refresh fails', () => {
    show({ ...base, isError: true, data: ['Acme'] });
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
