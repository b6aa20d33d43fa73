import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Idea, IdeaWorkflow } from '@idea-portal/contracts';
import { pdfFileName, renderIdeaPdf, toWinAnsi } from '../src/modules/idea-export/pdf';
import { apiOn, targets, type TestApi } from './support/api';
import { pdfText } from './support/pdf';
import { createIdea, historyOf, json, PDF, submittedIdea, upload, USERS } from './support/ideas';

const { admin, creator, otherTenant, viewer } = USERS;


describe('toWinAnsi', () => {
  it('keeps German letters and the euro sign, folds other accents, replaces the rest', () => {
    expect(toWinAnsi('Äpfel, Öl, Übergrößen: 5 € – „gut“')).toBe('Äpfel, Öl, Übergrößen: 5 € – „gut“');
    expect(toWinAnsi('Fatma Yılmaz, Łódź, Şişli')).toBe('Fatma Yilmaz, Lódz, Sisli');
    expect(toWinAnsi('中文 ✓')).toBe('?? v');
    expect(pdfFileName({ id: 'i-1', title: 'Wärme: Rückgewinnung / Härterei!' })).toBe('Wärme-Rückgewinnung-Härterei.pdf');
  });
});

describe.each(targets)('PDF export on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('renders title, status, people, texts, attachments, comments with replies and history; umlauts read back exactly', async () => {
    const { id } = await submittedIdea(api);
    await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: viewer.id });
    await upload(api, creator.sub, id, [{ filename: 'Kostenschätzung.pdf', content: PDF }]);
    const comment = await http.post(viewer.sub, `/ideas/${id}/comments`, { text: 'Wie groß ist die Ersparnis für die Büroräume?' });
    await http.post(creator.sub, `/ideas/${id}/comments`, { text: 'Rund 40 % weniger Heizöl.', parentId: comment.body.id });

    const res = await api.app.inject({ url: `/ideas/${id}/export.pdf?lang=de`, headers: { authorization: `Bearer ${await api.token(viewer.sub)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''W%C3%A4rmer%C3%BCckgewinnung-an-der-H%C3%A4rterei.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Wärmerückgewinnung an der Härterei',
      // The status by its name in the PDF's language.
      'ERSTBEWERTUNG',
      'Chris Creator',
      'Vera Viewer',
      // The category by its German name in a German PDF.
      'Nachhaltigkeit',
      'Die Abwärme des Härteofens',
      'Einsparung ca. 40 %',
      'Kostenschätzung.pdf',
      'Wie groß ist die Ersparnis für die Büroräume?',
      'Rund 40 % weniger Heizöl.',
      'Verlauf',
      'Status: Entwurf -> Erstbewertung',
      // Each history line as the History tab reads it: created, a value set, a change.
      'Idee erstellt: Entwurf',
      'Anhang: Kostenschätzung.pdf',
      'Mitwirkende',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Sustainability');
    expect(text).not.toContain('first_assessment');
    const english = await api.app.inject({ url: `/ideas/${id}/export.pdf?lang=en`, headers: { authorization: `Bearer ${await api.token(viewer.sub)}` } });
    expect(await pdfText(english.rawPayload)).toContain('Sustainability');
  });

  it('a removed comment: the history (API and PDF, en and de) says who removed it and when, never what it said', async () => {
    const { id } = await submittedIdea(api);
    const secret = 'Nur für den Betriebsrat: die Zahlen aus Halle 3';
    const comment = await http.post(viewer.sub, `/ideas/${id}/comments`, { text: secret });
    const reply = await http.post(creator.sub, `/ideas/${id}/comments`, { text: 'Eine Antwort, die gelöscht wird', parentId: comment.body.id });
    await http.post(creator.sub, `/ideas/${id}/comments`, { text: 'Dieser Kommentar bleibt stehen' });
    expect((await http.del(admin.sub, `/ideas/${id}/comments/${reply.body.id}`)).status).toBe(204);
    expect((await http.del(viewer.sub, `/ideas/${id}/comments/${comment.body.id}`)).status).toBe(204);

    const history = await http.get(creator.sub, `/ideas/${id}/history`);
    expect(history.status).toBe(200);
    const body = JSON.stringify(history.body);
    expect(body).not.toContain('Halle 3');
    expect(body).not.toContain('gelöscht wird');
    expect(body).toContain('Dieser Kommentar bleibt stehen');
    const entries = history.body.history as { fieldName: string; oldValue: string | null; newValue: string | null; actorName: string }[];
    expect(entries.filter((h) => /^(comment|reply)/.test(h.fieldName)).map((h) => [h.fieldName, h.actorName, h.oldValue, h.newValue])).toEqual([
      ['commentRemoved', 'Vera Viewer', null, null],
      ['replyRemoved', 'Ada Admin', null, null],
      ['comment', 'Chris Creator', null, 'Dieser Kommentar bleibt stehen'],
      ['replyAdded', 'Chris Creator', null, null],
      ['commentAdded', 'Vera Viewer', null, null],
    ]);

    for (const [lang, removed, replyRemoved] of [['en', 'Comment removed', 'Reply removed'], ['de', 'Kommentar entfernt', 'Antwort entfernt']] as const) {
      const res = await api.app.inject({ url: `/ideas/${id}/export.pdf?lang=${lang}`, headers: { authorization: `Bearer ${await api.token(creator.sub)}` } });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).not.toContain('Halle 3');
      expect(text).not.toContain('gelöscht wird');
      expect(text).toContain(`Vera Viewer · ${removed}`);
      expect(text).toContain(`Ada Admin · ${replyRemoved}`);
    }
  });

  it('migration 0024 takes the text out of the removal entries written before it, and out of a removed comment\'s own entry', async () => {
    const { id } = await submittedIdea(api);
    const comment = await http.post(viewer.sub, `/ideas/${id}/comments`, { text: 'Alter geheimer Text' });
    const kept = await http.post(viewer.sub, `/ideas/${id}/comments`, { text: 'Ein anderer Text' });
    expect(kept.status).toBe(201);
    // As the API wrote it before: the comment emptied, a 'comment' entry with the old text.
    await api.handle.query("UPDATE idea_comments SET text = '', deleted_at = now(), deleted_by = $2 WHERE id = $1", [comment.body.id, viewer.id]);
    await api.handle.query(
      "INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, actor_id, actor_name) SELECT 'h-old-removal', id, tenant_id, 'comment', 'comment', 'Alter geheimer Text', NULL, $2, 'Vera Viewer' FROM ideas WHERE id = $1",
      [id, viewer.id],
    );
    await api.handle.exec(await readFile(new URL('../migrations/0025_comment_removal_history_without_text.sql', import.meta.url), 'utf8'));
    const rows = (await historyOf(api, id)).filter((h) => h.entity_type === 'comment');
    expect(JSON.stringify(rows)).not.toContain('geheimer');
    expect(rows.map((h) => [h.field_name, h.new_value])).toEqual([
      ['commentAdded', null],
      ['comment', 'Ein anderer Text'],
      ['commentRemoved', null],
    ]);
  });

  it('says so when there are no attachments or comments; English labels by default', async () => {
    const { id } = await createIdea(api, creator.sub, { title: 'Entwurf ohne Anhänge' });
    const res = await api.app.inject({ url: `/ideas/${id}/export.pdf`, headers: { authorization: `Bearer ${await api.token(creator.sub)}` } });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Entwurf ohne Anhänge');
    expect(text).toContain('No attachments available.');
    expect(text).toContain('No Comments Found');
    expect(text).toContain('DRAFT');
  });

  it('is the case file: assessment, inquiries, review, expert opinions, implementation, decision; history only with IDEA_HISTORY', async () => {
    const pdfAs = async (sub: string, id: string) =>
      pdfText((await api.app.inject({ url: `/ideas/${id}/export.pdf`, headers: { authorization: `Bearer ${await api.token(sub)}` } })).rawPayload);
    // idea-003 (review, by the creator): assessment, an answered and an open question, an expert opinion.
    const review = await pdfAs(creator.sub, 'idea-003');
    // Its history, as the History tab shows it: labels and status names, no field keys.
    expect(review).toContain('Idea created: Draft');
    expect(review).not.toContain('idea/');
    for (const expected of ['First assessment', 'Classification: Technology, Process', 'Inquiries', 'Which machines would get sensors first?', 'The two oldest Engel machines in hall 2.', 'pending', 'Expert opinions', 'Lukas Hoffmann, lukas.hoffmann@example.com', 'Vibration sensors work well', 'History']) {
      expect(review).toContain(expected);
    }
    // idea-001 (completed) as an evaluator: review, implementation and decision with the savings.
    const completed = await pdfAs('usr-evaluator', 'idea-001');
    for (const expected of ['Review', 'Recommendation: Approve', 'First-year net savings', 'EUR', 'Implementation', 'Implementation status: Done', 'Final decision', 'Decision: Accepted', 'Realised savings']) {
      expect(completed).toContain(expected);
    }
    expect(completed).not.toContain('Bonus (tariff/salary group)');
    expect(await pdfAs('usr-admin', 'idea-001')).toContain('Bonus (tariff/salary group)');
    // A viewer without a part in the idea: no process panels, no history.
    const outsider = await pdfAs(viewer.sub, 'idea-001');
    expect(outsider).toContain('Reusable transport boxes between plants');
    for (const hidden of ['First assessment', 'Final decision', 'History', 'Idea created: Draft']) expect(outsider).not.toContain(hidden);
  });

  it('reads as the German screens do: labels, values and dates in German, times in the tenant\'s time zone, who did each step', async () => {
    const bearer = { authorization: `Bearer ${await api.token('usr-evaluator')}` };
    const text = await pdfText((await api.app.inject({ url: '/ideas/idea-001/export.pdf?lang=de', headers: bearer })).rawPayload);
    const cf = (await http.get('usr-evaluator', '/ideas/idea-001/workflow')).body as IdeaWorkflow;
    const berlin = (iso: string | null) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso!));
    const day = (d: string | null) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(d!));
    const { assessment, review, implementation, decision } = cf;
    expect(assessment?.assessor && review?.reviewer && decision?.decidedBy && decision.completedBy).toBeTruthy();
    for (const expected of [
      'Erstbewertung',
      `Bewertet von: ${assessment!.assessor!.name}, ${berlin(assessment!.completedAt)}`,
      'Gültige Idee: Ja',
      'Status nach Zuweisung: Begutachtung',
      'Empfehlung: Annehmen',
      'Nutzenberechnung: Berechenbar',
      'Nutzenart: Kosten',
      `Begutachtet von: ${review!.reviewer!.name}, ${berlin(review!.reviewedAt)}`,
      'Umsetzungsstatus: Erledigt',
      `Geplantes Umsetzungsdatum: ${day(implementation!.plannedDate)}`,
      'Entscheidung: Angenommen',
      `Entschieden von: ${decision!.decidedBy!.name}, ${berlin(decision!.decidedAt)}`,
      `Abgeschlossen von: ${decision!.completedBy!.name}, ${berlin(decision!.completedAt)}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const raw of ['approve', 'costs', 'calculable', 'accepted', 'UTC', ': true', ': done']) expect(text).not.toContain(raw);
  });

  it('gives the times in the tenant\'s time zone, names the review\'s reasoning category and attachments, and leaves out a lifted postponement', async () => {
    const user = (name: string) => ({ id: name, name, email: null, department: null, picture: null });
    const { id } = await submittedIdea(api);
    const idea = (await http.get(creator.sub, `/ideas/${id}`)).body as Idea;
    const attachment = { id: 'att-1', fileName: 'Wirtschaftlichkeit.xlsx', contentType: 'application/vnd.ms-excel', size: 2048, uploadedAt: '2026-03-12T09:00:00.000Z' };
    const review = {
      reviewer: user('Rita Reviewer'), recommendation: 'reject', comment: null, reason: 'Zu teuer.', reasoningCategory: 'economic', isPostponed: false,
      postponementReason: 'budget', postponementDate: '2026-04-01', benefitCalculationType: null, benefitType: null, benefitValue: 'asiNo',
      firstYearNetSavings: null, additionalBenefit: null, attachmentIds: ['att-1'], notImplementedReason: null, reviewedAt: '2026-07-01T22:30:00.000Z', updatedAt: '2026-07-01T22:30:00.000Z',
    };
    const caseFile = { currency: 'EUR', assessment: null, inquiries: [], review, expertOpinions: [], implementation: null, decision: null } as unknown as IdeaWorkflow;
    const render = (timeZone: string, postponed = false) =>
      renderIdeaPdf({ idea: { ...idea, attachments: [attachment] } as Idea, comments: [], history: null, caseFile: { ...caseFile, review: { ...review, isPostponed: postponed } } as IdeaWorkflow, lang: 'de', timeZone });
    const text = await pdfText(await render('Europe/Berlin'));
    // 22:30 UTC on 1 July is half past midnight on 2 July in Berlin (summer time).
    expect(text).toContain('Begutachtet von: Rita Reviewer, 02.07.2026, 00:30');
    expect(text).toContain('Begründungskategorie: economic');
    expect(text).toContain('Anhänge zur Begutachtung: Wirtschaftlichkeit.xlsx');
    expect(text).toContain('Nutzenwert: ASI nein');
    for (const lifted of ['Zurückgestellt', 'Wiedervorlagedatum', 'Budget']) expect(text).not.toContain(lifted);
    expect(await pdfText(await render('America/New_York'))).toContain('Begutachtet von: Rita Reviewer, 01.07.2026, 18:30');
    const postponed = await pdfText(await render('Europe/Berlin', true));
    for (const current of ['Zurückgestellt: Ja', 'Grund der Zurückstellung: Budget', 'Wiedervorlagedatum: 01.04.2026']) expect(postponed).toContain(current);
  });

  it('follows the visibility rules', async () => {
    const { id } = await createIdea(api);
    expect((await http.get(viewer.sub, `/ideas/${id}/export.pdf`)).status).toBe(404);
    expect((await http.get(otherTenant.sub, `/ideas/${id}/export.pdf`)).status).toBe(404);
    expect((await http.get(creator.sub, `/ideas/${id}/export.pdf?lang=fr`)).status).toBe(400);
  });
});
