import { describe, expect, it } from 'vitest';
import { historyChangeKind, historyFieldLabel, historyValueKind } from './history-fields';

describe('history entries', () => {
  const entry = (fieldName: string, oldValue: string | null, newValue: string | null) => ({ fieldName, oldValue, newValue });

  it('tells a creation, a value set, a value removed and a change apart', () => {
    expect(historyChangeKind(entry('created', null, 'draft'))).toBe('created');
    expect(historyChangeKind(entry('attachment', null, 'plan.pdf'))).toBe('set');
    expect(historyChangeKind(entry('visibleTo', '', 'Engineering'))).toBe('set');
    expect(historyChangeKind(entry('contributor', 'Carl Creator', null))).toBe('removed');
    expect(historyChangeKind(entry('status', 'draft', 'first_assessment'))).toBe('changed');
    expect(historyChangeKind(entry('inquiryAnswer', 'Why?', 'Because.'))).toBe('changed');
    expect(historyChangeKind(entry('note', null, null))).toBe('changed');
  });

  it('reads statuses, categories and dates as such, the rest as text', () => {
    expect(historyValueKind('Status')).toBe('status');
    expect(historyValueKind('created')).toBe('status');
    expect(historyValueKind('category')).toBe('category');
    expect(historyValueKind('completedAt')).toBe('date');
    expect(historyValueKind('implemented')).toBe('date');
    expect(historyValueKind('title')).toBe('text');
  });

  it('labels fields in both languages, an unknown one by its name', () => {
    expect(historyFieldLabel('attachment')).toBe('Attachment');
    expect(historyFieldLabel('attachment', 'de')).toBe('Anhang');
    expect(historyFieldLabel('somethingNew', 'de')).toBe('somethingNew');
  });
});
