import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { json, submittedIdea, USERS } from './support/ideas';

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const { admin, evaluator, creator, otherCreator, viewer } = USERS;

describe.each(targets)('history follows IDEA_HISTORY, on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('a viewer who is not a participant gets 403 FORBIDDEN for the history; others with the permission get it', async () => {
    const { id } = await submittedIdea(api, creator.sub);
    // A CREATORS user who neither submitted nor contributes counts as a viewer on this idea.
    for (const sub of [viewer.sub, otherCreator.sub]) {
      const denied = await http.get(sub, `/ideas/${id}/history`);
      expect(denied.status, sub).toBe(403);
      expect(denied.body.code).toBe('FORBIDDEN');
      expect((await http.get(sub, `/ideas/${id}`)).status).toBe(200);
    }
    for (const sub of [admin.sub, evaluator.sub, creator.sub]) {
      expect((await http.get(sub, `/ideas/${id}/history`)).status, sub).toBe(200);
    }
  });

  it('a viewer who contributes to the idea is a creator there and sees its history', async () => {
    const { id } = await submittedIdea(api, creator.sub);
    expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: viewer.id })).status).toBe(200);
    expect((await http.get(viewer.sub, `/ideas/${id}/history`)).status).toBe(200);
  });

  it('the PDF leaves the history section out for a viewer who may not see it', async () => {
    const { id } = await submittedIdea(api, creator.sub);
    const pdf = async (sub: string) => {
      const res = await api.app.inject({ url: `/ideas/${id}/export.pdf`, headers: { authorization: `Bearer ${await api.token(sub)}` } });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    expect(await pdf(evaluator.sub)).toContain('History');
    const text = await pdf(viewer.sub);
    expect(text).toContain('Wärmerückgewinnung');
    expect(text).not.toContain('History');
  });
});
