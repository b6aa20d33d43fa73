import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_MOCK_API_URL, DEMO_USER_IDS, keyFiguresFor, mockDb } from '@idea-portal/testing';
import { currentLocation, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { implementationRateOf } from '@idea-portal/domain';
import { routes } from '../../routes';
import { toCsv } from './csv';

const server = setupMockApi();

/** The requests the page sent, by path. */
function requests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
  return seen;
}

const stat = (name: string) => within(screen.getByRole('article', { name })).getAllByText(/^\d+( %)?$/)[0]?.textContent;

describe('key indicators', () => {
  it('shows the figures GET /key-indicators counted, never reading the idea list', async () => {
    const seen = requests();
    // The admin sees every submitted idea; counted by hand from the fixtures.
    const submitted = mockDb.ideas.filter((i) => i.status !== 'draft');
    const implemented = submitted.filter((i) => ['implementation', 'final_decision', 'accepted', 'completed'].includes(i.status)).length;
    await renderWithProviders(null, { routes, route: '/app/indicators' });
    await screen.findByRole('article', { name: 'Submitted ideas' });
    expect(stat('Submitted ideas')).toBe(String(submitted.length));
    expect(stat('Taken to implementation')).toBe(`${Math.round((100 * implemented) / submitted.length)} %`);
    expect(within(screen.getByRole('region', { name: 'Ideas per category' })).getByText('Sustainability')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ideas per month of submission' })).toBeTruthy();
    expect(seen.some((u) => u.pathname === '/key-indicators')).toBe(true);
    expect(seen.some((u) => u.pathname === '/ideas')).toBe(false);
  });

  it('names categories in German for a German reader', async () => {
    await renderWithProviders(null, { routes, route: '/app/indicators', language: 'de' });
    const byCategory = await screen.findByRole('region', { name: 'Ideen je Kategorie' });
    expect(within(byCategory).getByText('Nachhaltigkeit')).toBeTruthy();
    expect(within(byCategory).queryByText('Sustainability')).toBeNull();
    expect(screen.getByRole('article', { name: 'Eingereichte Ideen' })).toBeTruthy();
  });

  it('filters by the category in the address and keeps a new filter there', async () => {
    const seen = requests();
    const process = mockDb.ideas.filter((i) => i.status !== 'draft' && i.category === 'Process').length;
    expect(process).toBeGreaterThan(0);
    await renderWithProviders(null, { routes, route: '/app/indicators?category=cat-process' });
    await waitFor(() => expect(stat('Submitted ideas')).toBe(String(process)));
    expect(seen.find((u) => u.pathname === '/key-indicators')?.searchParams.get('categoryId')).toBe('cat-process');
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(currentLocation()).toBe('/app/indicators?from=2020-01-01&category=cat-process'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/app/indicators'));
  });

  it('says when nothing matches the filters', async () => {
    await renderWithProviders(null, { routes, route: '/app/indicators?from=2999-01-01' });
    expect(await screen.findByText('No submitted ideas match these filters.')).toBeTruthy();
  });

  it('says when there is nothing to measure yet', async () => {
    mockDb.ideas = mockDb.ideas.filter((i) => i.status === 'draft');
    await renderWithProviders(null, { routes, route: '/app/indicators', language: 'de' });
    expect(await screen.findByText('Noch keine eingereichten Ideen, daher gibt es nichts zu messen.')).toBeTruthy();
  });

  it('shows an error with a retry that loads the figures', async () => {
    let fail = true;
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/key-indicators`, () => (fail ? HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }) : undefined)),
    );
    await renderWithProviders(null, { routes, route: '/app/indicators' });
    expect(await screen.findByText('The key indicators could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('article', { name: 'Submitted ideas' })).toBeTruthy();
  });

  it('shows the association figures of GET /key-indicators/figures, each chart with its table, in English and German', async () => {
    const submitted = mockDb.ideas.filter((i) => i.status !== 'draft');
    const decided = submitted.filter((i) => ['accepted', 'completed', 'rejected'].includes(i.status)).length;
    const implemented = submitted.filter((i) => ['accepted', 'completed'].includes(i.status)).length;
    const rate = implementationRateOf(implemented, decided);
    await renderWithProviders(null, { routes, route: '/app/indicators' });
    const card = await screen.findByRole('article', { name: 'Implementation rate' }, { timeout: 5000 });
    expect(within(card).getByTestId('figure-value').textContent).toBe(rate === null ? '–' : `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(rate)} %`);
    expect(within(card).getByText(`Implemented of decided ideas: ${implemented} of ${decided}`)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Lead time to decision (median)' })).toBeTruthy();
    // The charts' tables, for screen readers, and their CSV buttons.
    expect(screen.getByRole('table', { name: 'Lead time per stage and unit (median working days)' })).toBeTruthy();
    const perUnit = screen.getByRole('table', { name: 'Participation and implementation per unit' });
    expect(within(perUnit).getAllByRole('row')[1]?.textContent).toContain('All units');
    expect(screen.getByRole('button', { name: 'Download as CSV: Trend per month of submission' })).toBeTruthy();
  });

  it('names the association figures in German', async () => {
    await renderWithProviders(null, { routes, route: '/app/indicators', language: 'de' });
    expect(await screen.findByRole('article', { name: 'Umsetzungsquote' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Durchlaufzeit bis zur Entscheidung (Median)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Beteiligung und Umsetzung je Einheit' })).toBeTruthy();
  });

  it('shows the tasks overdue now and the premiums paid per month of release, with their table and CSV, in English and German', async () => {
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/key-indicators/figures`, () =>
        HttpResponse.json({
          ...keyFiguresFor({}),
          overdueTasks: { total: 4, byKind: [{ kind: 'review', n: 3 }, { kind: 'assess', n: 1 }] },
          premiums: { released: 3, amount: 2250, byMonth: [{ month: '2025-05', released: 1, amount: 1000 }, { month: '2025-06', released: 2, amount: 1250 }] },
        }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/indicators' });
    const overdue = await screen.findByRole('article', { name: 'Overdue tasks now' }, { timeout: 5000 });
    expect(within(overdue).getByTestId('figure-value').textContent).toBe('4');
    expect(within(overdue).getByText('Today, whatever the period: Review 3, Assess 1')).toBeTruthy();
    const paid = screen.getByRole('article', { name: 'Premiums paid' });
    expect(within(paid).getByTestId('figure-value').textContent).toBe('€2,250');
    expect(within(paid).getByText('Released in the period (by day of release) for 3 ideas')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Premiums paid per month of release' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Month of releaseIdeas with a released premiumPremiums paid (EUR)',
      '2025-0511000',
      '2025-0621250',
      'Total32250',
    ]);
    expect(screen.getByRole('button', { name: 'Download as CSV: Premiums paid per month of release' })).toBeTruthy();
  });

  it('names the tasks overdue now and the premiums paid in German', async () => {
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/key-indicators/figures`, () =>
        HttpResponse.json({ ...keyFiguresFor({}), overdueTasks: { total: 2, byKind: [{ kind: 'answerInquiry', n: 2 }] }, premiums: { released: 1, amount: 1250, byMonth: [{ month: '2025-06', released: 1, amount: 1250 }] } }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/indicators', language: 'de' });
    const overdue = await screen.findByRole('article', { name: 'Überfällige Aufgaben (jetzt)' }, { timeout: 5000 });
    expect(within(overdue).getByTestId('figure-value').textContent).toBe('2');
    expect(within(overdue).getByText('Heute, unabhängig vom Zeitraum: Rückfrage beantworten 2')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Gezahlte Prämien' })).getByTestId('figure-value').textContent).toBe('1.250 €');
    expect(screen.getByRole('table', { name: 'Gezahlte Prämien je Monat der Freigabe' })).toBeTruthy();
  });

  it('shows the tasks overdue now and the premiums paid even when no idea was submitted in the period', async () => {
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/key-indicators/figures`, ({ request }) =>
        HttpResponse.json({
          ...keyFiguresFor({ from: new URL(request.url).searchParams.get('from') ?? undefined }),
          overdueTasks: { total: 5, byKind: [{ kind: 'review', n: 5 }] },
          premiums: { released: 1, amount: 800, byMonth: [{ month: '2999-01', released: 1, amount: 800 }] },
        }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/indicators?from=2999-01-01' });
    expect(await screen.findByText('No submitted ideas match these filters.')).toBeTruthy();
    const overdue = await screen.findByRole('article', { name: 'Overdue tasks now' }, { timeout: 5000 });
    expect(within(overdue).getByTestId('figure-value').textContent).toBe('5');
    expect(within(screen.getByRole('article', { name: 'Premiums paid' })).getByTestId('figure-value').textContent).toBe('€800');
    expect(screen.getByRole('table', { name: 'Premiums paid per month of release' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Implementation rate' })).toBeNull();
  });

  it('shows the overdue count the fake API gives the idea manager, and neither figure to a viewer', async () => {
    const { overdueTasks } = keyFiguresFor({});
    expect(overdueTasks?.total).toBeGreaterThan(0);
    const view = await renderWithProviders(null, { routes, route: '/app/indicators' });
    const overdue = await screen.findByRole('article', { name: 'Overdue tasks now' }, { timeout: 5000 });
    expect(within(overdue).getByTestId('figure-value').textContent).toBe(String(overdueTasks!.total));
    // No premium released in the fixtures: the figure shows nothing paid and no chart.
    expect(within(screen.getByRole('article', { name: 'Premiums paid' })).getByTestId('figure-value').textContent).toBe('€0');
    expect(screen.queryByRole('table', { name: 'Premiums paid per month of release' })).toBeNull();
    view.unmount();

    mockDb.currentUserId = DEMO_USER_IDS.viewer;
    await renderWithProviders(null, { routes, route: '/app/indicators' });
    await screen.findByRole('article', { name: 'Implementation rate' }, { timeout: 5000 });
    expect(screen.queryByRole('article', { name: 'Overdue tasks now' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Premiums paid' })).toBeNull();
  });
});

describe('toCsv', () => {
  it('writes the table as CSV, quoting commas and defusing formulas', () => {
    expect(toCsv(['Unit', 'Rate'], [['A, B', 66.7], ['=cmd', null]])).toBe('Unit,Rate\r\n"A, B",66.7\r\n\'=cmd,\r\n');
  });
});
