import { describe, expect, it } from 'vitest';
import { historyChangeKind, historyFieldLabel, historyValueKind } from './history-fields';
import { workflowValueText } from './workflow-value-labels';
import { workflowValueLabelsDe } from './workflow-value-labels-de';

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
    expect(historyChangeKind(entry('commentRemoved', null, null))).toBe('event');
    expect(historyChangeKind(entry('replyAdded', null, null))).toBe('event');
    expect(historyFieldLabel('commentRemoved', 'de')).toBe('Kommentar entfernt');
  });

  it('reads statuses, categories, dates and the workflow\'s vocabularies as such, the rest as text', () => {
    expect(historyValueKind('Status')).toBe('status');
    expect(historyValueKind('created')).toBe('status');
    expect(historyValueKind('category')).toBe('category');
    expect(historyValueKind('completedAt')).toBe('date');
    expect(historyValueKind('implemented')).toBe('date');
    expect(historyValueKind('postponementDate')).toBe('date');
    expect(historyValueKind('plannedImplementationDate')).toBe('date');
    expect(historyValueKind('statusAfterAssignment')).toBe('choice');
    expect(historyValueKind('benefitValue')).toBe('choice');
    expect(historyValueKind('isPostponed')).toBe('choice');
    expect(historyValueKind('title')).toBe('text');
  });

  it('labels fields in both languages, an unknown one by its name', () => {
    expect(historyFieldLabel('attachment')).toBe('Attachment');
    expect(historyFieldLabel('attachment', 'de')).toBe('Anhang');
    expect(historyFieldLabel('somethingNew', 'de')).toBe('somethingNew');
  });
});

describe('workflow values', () => {
  const de = (vocabulary: keyof typeof workflowValueLabelsDe, value: string) => (workflowValueLabelsDe[vocabulary] as Record<string, string>)[value];
  it('read by their labels, a list item by item, an unknown value as it is', () => {
    expect(workflowValueText('recommendation', 'approve', de)).toBe('Annehmen');
    expect(workflowValueText('benefitValue', 'asiNo', de)).toBe('ASI nein');
    expect(workflowValueText('isPostponed', 'true', de)).toBe('Ja');
    expect(workflowValueText('classification', 'technology, process', de)).toBe('Technologie, Prozess');
    expect(workflowValueText('decision', 'notImplemented', de)).toBe('Wird nicht umgesetzt');
    expect(workflowValueText('benefitType', 'somethingNew', de)).toBe('somethingNew');
    expect(workflowValueText('title', 'approve', de)).toBe('approve');
  });
});
