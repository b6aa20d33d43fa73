import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../test/render';
import { FaqPage } from './FaqPage';

function questionButtons() {
  return screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
}

describe('FaqPage', () => {
  beforeAll(() => setupI18n('en'));

  it('lists ten entries, collapsed, and toggles one on click', async () => {
    renderPage(<FaqPage />);
    expect(questionButtons()).toHaveLength(10);
    expect(questionButtons().every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    const first = questionButtons()[0]!;
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters, highlights the matches and auto-expands answer matches', async () => {
    renderPage(<FaqPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'WORKS COUNCIL');
    const buttons = questionButtons();
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toBe('Is my idea rewarded?');
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent?.toLowerCase())).toContain('works council');
  });

  it('a question-only match stays collapsed; no match shows the no-results text', async () => {
    renderPage(<FaqPage />);
    const search = screen.getByRole('searchbox', { name: 'Search questions' });
    await userEvent.type(search, 'who can submit');
    expect(questionButtons()).toHaveLength(1);
    expect(questionButtons()[0]!.getAttribute('aria-expanded')).toBe('false');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(screen.getByText('No questions match your search.')).toBeTruthy();
  });

  it('contact support opens in a new tab with rel=noopener; submit is a mailto with a subject', () => {
    renderPage(<FaqPage />);
    const panel = screen.getByRole('region', { name: 'Still have questions?' });
    const support = within(panel).getByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
    expect(within(panel).getByRole('link', { name: 'Submit a question' }).getAttribute('href')).toMatch(/^mailto:.+\?subject=/);
  });

  it('searches the German entries', async () => {
    await setupI18n('de');
    renderPage(<FaqPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Fragen durchsuchen' }), 'prämie');
    expect(questionButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    await setupI18n('en');
  });
});
