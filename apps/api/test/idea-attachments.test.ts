import { AttachmentUploadResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from '../src/modules/attachments/file-checks';
import { sniffContentType } from '../src/storage/file-type';
import { apiOn, targets, type TestApi } from './support/api';
import { storageTargets } from './support/storage';
import { count, historyOf, ideaState, JPEG, json, officeZip, PDF, PNG, submittedIdea, TEXT, upload, USERS } from './support/ideas';

const { admin, creator, evaluator, otherCreator, otherTenant, viewer } = USERS;
const MB = 1024 * 1024;

describe('content sniffing and headers', () => {
  it('recognises the accepted types by their bytes', () => {
    expect(sniffContentType(PDF, true)).toBe('application/pdf');
    expect(sniffContentType(PNG, true)).toBe('image/png');
    expect(sniffContentType(JPEG, true)).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('GIF89a\x01\x00'), true)).toBe('image/gif');
    expect(sniffContentType(Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ')]), true)).toBe('image/webp');
    expect(sniffContentType(TEXT, true)).toBe('text/plain');
    expect(sniffContentType(officeZip('word'), true)).toContain('wordprocessingml');
    expect(sniffContentType(officeZip('xl'), true)).toContain('spreadsheetml');
    expect(sniffContentType(officeZip('ppt'), true)).toContain('presentationml');
    expect(sniffContentType(Buffer.from('MZ\x90\x00\x03\x00'), true)).toBeNull();
    expect(sniffContentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), true)).toBeNull();
    expect(sniffContentType(Buffer.from([0xc3, 0x28]), true)).toBeNull();
  });

  it('builds RFC 5987 file names and safe stored names', () => {
    expect(contentDisposition('attachment', 'Präsentation "final".pdf')).toBe(`attachment; filename="Pr_sentation _final_.pdf"; filename*=UTF-8''Pr%C3%A4sentation%20%22final%22.pdf`);
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\Bericht.docx')).toBe('Bericht.docx');
    expect(safeFileName('a\u0000b.txt')).toBe('ab.txt');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(safeFileName('\u202Egnp.exe.png')).toBe('gnp.exe.png');
    expect(safeFileName('a\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061Cb.pdf')).toBe('ab.pdf');
    expect(safeFileName('\u202E')).toBe('file');
  });
});

/** Every database with every attachment store (local folder, S3-compatible server). */
const matrix = targets.flatMap((db) => storageTargets.map((storage) => ({ db, storage, name: `${db.name} with ${storage.name} storage` })));

describe.each(matrix)('idea attachments on $name', ({ db: target, storage }) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target, storage);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('stores attachment names without bidi control characters', async () => {
    const { id } = await submittedIdea(api);
    const res = await upload(api, creator.sub, id, [{ filename: '\u202Egnp.exe.png', contentType: 'image/png', content: PNG }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body[0].fileName).toBe('gnp.exe.png');
    const listed = JSON.stringify((await http.get(creator.sub, `/ideas/${id}/attachments`)).body);
    expect(listed).toContain('gnp.exe.png');
    expect(listed).not.toContain('\u202E');
  });

  it('uploads several files at once, lists them, writes history and bumps the version once', async () => {
    const { id, version } = await submittedIdea(api);
    const res = await upload(api, creator.sub, id, [
      { filename: 'Konzept.pdf', contentType: 'application/pdf', content: PDF },
      { filename: 'skizze.png', contentType: 'image/png', content: PNG },
      { filename: 'Notizen.txt', contentType: 'text/plain', content: TEXT },
      { filename: 'Bericht.docx', contentType: 'application/octet-stream', content: officeZip('word') },
      { field: 'note', content: 'ignored field' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const files = AttachmentUploadResponse.parse(res.body);
    expect(files.map((f) => [f.index, f.fileName, f.contentType, f.size])).toEqual([
      [0, 'Konzept.pdf', 'application/pdf', PDF.length],
      [1, 'skizze.png', 'image/png', PNG.length],
      [2, 'Notizen.txt', 'text/plain', TEXT.length],
      [3, 'Bericht.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', officeZip('word').length],
    ]);
    expect(res.headers.etag).toBe(`"${version + 1}"`);
    expect((await http.get(viewer.sub, `/ideas/${id}/attachments`)).body).toHaveLength(4);
    expect((await http.get(viewer.sub, `/ideas/${id}`)).body.attachments).toHaveLength(4);
    expect((await historyOf(api, id)).filter((h) => h.entity_type === 'attachment').map((h) => h.new_value)).toEqual(['Konzept.pdf', 'skizze.png', 'Notizen.txt', 'Bericht.docx']);
    const more = await upload(api, admin.sub, id, [{ filename: 'foto.jpg', content: JPEG }]);
    expect(more.body[0].index).toBe(4);
  });

  it('downloads with safe headers; images inline only on request', async () => {
    const { id } = await submittedIdea(api);
    const [pdf, png] = (await upload(api, creator.sub, id, [{ filename: 'Übersicht.pdf', content: PDF }, { filename: 'bild.png', content: PNG }])).body;
    const res = await api.app.inject({ url: `/ideas/${id}/attachments/${pdf.id}?inline=1`, headers: { authorization: `Bearer ${await api.token(viewer.sub)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="_bersicht.pdf"; filename*=UTF-8''%C3%9Cbersicht.pdf`,
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const image = await api.app.inject({ url: `/ideas/${id}/attachments/${png.id}?inline=1`, headers: { authorization: `Bearer ${await api.token(viewer.sub)}` } });
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const asFile = await api.app.inject({ url: `/ideas/${id}/attachments/${png.id}`, headers: { authorization: `Bearer ${await api.token(viewer.sub)}` } });
    expect(asFile.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it.each([
    ['a PNG named .pdf', [{ filename: 'fake.pdf', content: PNG }]],
    ['a PDF named .txt', [{ filename: 'fake.txt', content: PDF }]],
    ['an executable named .png', [{ filename: 'virus.png', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]) }]],
    ['binary bytes named .txt', [{ filename: 'data.txt', content: Buffer.from([0x41, 0x00, 0x42]) }]],
    ['a plain zip named .docx', [{ filename: 'x.docx', content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50)]) }]],
    ['a forbidden extension', [{ filename: 'script.html', content: '<script>alert(1)</script>' }]],
    ['a good file followed by a mislabelled one', [{ filename: 'ok.pdf', content: PDF }, { filename: 'bad.jpg', content: PDF }]],
  ])('refuses %s with 415 and stores nothing', async (_n, parts) => {
    const { id } = await submittedIdea(api);
    const before = await ideaState(api, id);
    const res = await upload(api, creator.sub, id, parts);
    expect(res.status, JSON.stringify(res.body)).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await count(api, 'idea_attachments', 'idea_id = $1', [id])).toBe(0);
    expect(await ideaState(api, id)).toEqual(before);
    expect((await api.storedKeys()).filter((f) => f.includes(id))).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and too many files; nothing stored', async () => {
    const { id } = await submittedIdea(api);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]);
    const res = await upload(api, creator.sub, id, [{ filename: 'small.pdf', content: PDF }, { filename: 'big.pdf', content: big }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    const exact = await upload(api, creator.sub, id, [{ filename: 'exact.pdf', content: big.subarray(0, 10 * MB) }]);
    expect(exact.status).toBe(201);
    await api.as(creator.sub, `/ideas/${id}/attachments/${exact.body[0].id}`, { method: 'DELETE' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.pdf`, content: PDF }));
    const tooMany = await upload(api, creator.sub, id, eleven);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count(api, 'idea_attachments', 'idea_id = $1', [id])).toBe(0);
    expect((await api.storedKeys()).filter((f) => f.includes(id))).toEqual([]);
  });

  it('refuses no files and non-multipart bodies', async () => {
    const { id } = await submittedIdea(api);
    expect((await upload(api, creator.sub, id, [{ field: 'x', content: 'y' }])).status).toBe(400);
    expect((await http.post(creator.sub, `/ideas/${id}/attachments`, { file: 'x' })).status).toBe(415);
  });

  it('only creators and admins upload and delete; viewers download; other tenants get 404', async () => {
    const { id } = await submittedIdea(api);
    for (const sub of [evaluator.sub, otherCreator.sub, viewer.sub]) expect((await upload(api, sub, id, [{ filename: 'a.pdf', content: PDF }])).status).toBe(403);
    expect((await upload(api, otherTenant.sub, id, [{ filename: 'a.pdf', content: PDF }])).status).toBe(404);
    const [att] = (await upload(api, creator.sub, id, [{ filename: 'a.pdf', content: PDF }])).body;
    expect((await http.get(otherTenant.sub, `/ideas/${id}/attachments/${att.id}`)).status).toBe(404);
    expect((await http.get(otherTenant.sub, `/ideas/${id}/attachments`)).status).toBe(404);
    for (const sub of [evaluator.sub, otherCreator.sub, viewer.sub]) expect((await http.del(sub, `/ideas/${id}/attachments/${att.id}`)).status).toBe(403);
    expect((await http.del(otherTenant.sub, `/ideas/${id}/attachments/${att.id}`)).status).toBe(404);
    const other = await submittedIdea(api);
    expect((await http.get(viewer.sub, `/ideas/${other.id}/attachments/${att.id}`)).status).toBe(404);
    expect((await http.get(viewer.sub, `/ideas/${id}/attachments/att-nope`)).status).toBe(404);
    expect(await count(api, 'idea_attachments', 'idea_id = $1', [id])).toBe(1);

    const del = await http.del(creator.sub, `/ideas/${id}/attachments/${att.id}`);
    expect(del.status).toBe(204);
    expect(await count(api, 'idea_attachments', 'idea_id = $1', [id])).toBe(0);
    expect((await api.storedKeys()).filter((f) => f.includes(att.id))).toEqual([]);
    expect((await historyOf(api, id)).at(-1)).toMatchObject({ entity_type: 'attachment', old_value: 'a.pdf', new_value: null });
  });

  it('an image attachment can be the banner; deleting it clears the banner', async () => {
    const { id } = await submittedIdea(api);
    const [img, pdf] = (await upload(api, creator.sub, id, [{ filename: 'banner.png', content: PNG }, { filename: 'doc.pdf', content: PDF }])).body;
    const v = (await http.get(creator.sub, `/ideas/${id}`)).body.version;
    expect((await http.patch(creator.sub, `/ideas/${id}`, { version: v, bannerImage: pdf.id })).status).toBe(400);
    const set = await http.patch(creator.sub, `/ideas/${id}`, { version: v, bannerImage: img.id });
    expect(set.body.bannerImage).toBe(img.id);
    await http.del(creator.sub, `/ideas/${id}/attachments/${img.id}`);
    expect((await http.get(creator.sub, `/ideas/${id}`)).body.bannerImage).toBeNull();
  });

  it('older attachments without a size are listed with size null', async () => {
    const { id } = await submittedIdea(api);
    await api.handle.query("INSERT INTO idea_attachments (id, idea_id, position, file_name, content_type, size, storage_key) VALUES ('att-old', $1, 0, 'alt.pdf', 'application/pdf', NULL, 'legacy/none')", [id]);
    expect((await http.get(viewer.sub, `/ideas/${id}/attachments`)).body[0]).toMatchObject({ id: 'att-old', size: null });
    expect((await http.get(viewer.sub, `/ideas/${id}/attachments/att-old`)).status).toBe(404);
  });
});
