import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { IdeaWorkflow } from '@idea-portal/contracts';
import { apiGet, setLanguage, signIn } from './helpers';
import { pdfText } from './support/pdf-text';

/**
 * The case file as a German reader downloads it from the idea's page: the button passes the
 * screen's language, so labels, workflow values and dates are German and times are the tenant's
 * (Europe/Berlin), as the screens show them.
 */
test('a German reader exports the case file: German labels and values, Berlin times, nothing raw', async ({ page }) => {
  test.setTimeout(120_000);
  // idea-001 (seed): completed, assessed, reviewed, implemented and decided.
  await signIn(page, 'evaluator@example.com', '/app');
  await setLanguage(page, 'de');
  await page.goto('/app/ideas/idea-001');
  await expect(page.getByRole('heading', { name: 'Reusable transport boxes between plants', level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als PDF exportieren' }).click();
  const text = await pdfText(await readFile((await (await download).path())!));

  const { assessment, review, decision } = await apiGet<IdeaWorkflow>(page, '/ideas/idea-001/workflow');
  const berlin = (iso: string | null | undefined) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso!));
  for (const expected of [
    'Reusable transport boxes between plants',
    'ABGESCHLOSSEN',
    'Eingereicht von',
    'Problembeschreibung',
    'Lösungsvorschlag',
    'Erstbewertung',
    `Bewertet von: ${assessment!.assessor!.name}, ${berlin(assessment!.completedAt)}`,
    'Gültige Idee: Ja',
    'Empfehlung: Annehmen',
    'Nutzenart: Kosten',
    `Begutachtet von: ${review!.reviewer!.name}, ${berlin(review!.reviewedAt)}`,
    'Umsetzungsstatus: Erledigt',
    'Entscheidung: Angenommen',
    `Entschieden von: ${decision!.decidedBy!.name}, ${berlin(decision!.decidedAt)}`,
  ]) {
    expect(text).toContain(expected);
  }
  for (const raw of ['Submitted by', 'Recommendation', 'approve', 'costs', ': true', ': done', 'UTC']) expect(text).not.toContain(raw);
});
