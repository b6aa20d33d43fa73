import { describe, expect, it } from 'vitest';
import { autoExpanded, filterFaq } from './faq-filter';
import { supportLinks } from './support-links';

const items = [
  { q: 'How do I submit an idea?', a: 'Click New Idea in the header.' },
  { q: 'Who can see my idea?', a: 'Everyone in the organisation.' },
  { q: 'How do I change the language?', a: 'Use the selector in the HEADER.' },
];

describe('FAQ filter', () => {
  it('keeps everything for an empty query, nothing auto-expanded', () => {
    expect(filterFaq(items, '  ')).toHaveLength(3);
    expect(autoExpanded(items, '')).toEqual([]);
  });

  it('matches question or answer, case-insensitively', () => {
    expect(filterFaq(items, 'WHO').map((m) => m.q)).toEqual(['Who can see my idea?']);
    expect(filterFaq(items, 'organisation').map((m) => m.id)).toEqual(['faq-1']);
    expect(filterFaq(items, 'nothing like this')).toEqual([]);
  });

  it('auto-expands the items whose answer matches', () => {
    expect(autoExpanded(items, 'header')).toEqual(['faq-0', 'faq-2']);
    expect(autoExpanded(items, 'submit')).toEqual([]);
  });
});

describe('support links', () => {
  it('defaults to a mailto, and the question mailto carries a subject', () => {
    const links = supportLinks(undefined, 'FAQ request: Idea Portal');
    expect(links.support).toBe('mailto:idea-portal-support@example.com');
    expect(links.submit).toBe('mailto:idea-portal-support@example.com?subject=FAQ%20request%3A%20Idea%20Portal');
  });

  it('uses SUPPORT_URL for contact support', () => {
    expect(supportLinks('https://desk.example.com/new', 'x').support).toBe('https://desk.example.com/new');
    expect(supportLinks('mailto:help@corp.example', 'x').submit).toBe('mailto:help@corp.example?subject=x');
  });
});
