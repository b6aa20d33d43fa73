import { describe, expect, it } from 'vitest';
import { reminderMail, reminderSentence, type ReminderLine } from '../src/modules/tasks/reminder-mail';

const line: ReminderLine = { reminder: 'dueToday', ideaId: 'idea-9', title: 'Solar roof', dueDate: '2026-11-20', personName: 'Eva Evaluator' };

describe('reminder mail', () => {
  it('tells the person in charge it is their task, and a deputy whose task it is, in both languages', () => {
    expect(reminderSentence(line, 'en')).toBe('Your task on the idea “Solar roof” was due on 20 November 2026.');
    expect(reminderSentence({ ...line, asDeputy: true }, 'en')).toBe('As deputy for Eva Evaluator: the task on the idea “Solar roof” was due on 20 November 2026.');
    expect(reminderSentence({ ...line, reminder: 'dueSoon', asDeputy: true }, 'de')).toBe('In Vertretung für Eva Evaluator: Die Aufgabe zur Idee „Solar roof“ ist am 20. November 2026 fällig.');
    // An escalation names the person who let it run over, whoever reads it.
    expect(reminderSentence({ ...line, reminder: 'escalated', asDeputy: true }, 'en')).toContain('The task of Eva Evaluator');
  });

  it('links each reminder to the idea’s process tab', () => {
    const mail = reminderMail({ email: 'vera@example.com', givenName: 'Vera', lang: 'en' }, [{ ...line, asDeputy: true }], 'http://portal.test/');
    expect(mail.subject).toBe('Reminder: 1 task with a due date');
    expect(mail.text).toContain('- As deputy for Eva Evaluator');
    expect(mail.text).toContain('http://portal.test/app/ideas/idea-9?tab=process');
  });
});
