import { deflateRawSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApi } from './api';

/** Seed users by subject (identity `sub`) and profile id. */
export const USERS = {
  admin: { sub: 'usr-admin', id: 'u-admin' },
  evaluator: { sub: 'usr-evaluator', id: 'u-evaluator' },
  creator: { sub: 'usr-creator', id: 'u-creator' },
  /** A CREATORS user who is neither submitter nor contributor of the test ideas. */
  otherCreator: { sub: 'usr-anna-becker', id: 'u-anna-becker' },
  viewer: { sub: 'usr-viewer', id: 'u-viewer' },
  otherTenant: { sub: 'usr-other', id: 'u-otto-other' },
} as const;

export const VALID_IDEA = {
  title: 'Wärmerückgewinnung an der Härterei',
  description: 'Die Abwärme des Härteofens (über 200 kW) geht ungenutzt in die Halle verloren.',
  solution: 'Ein Wärmetauscher speist die Abwärme in die Heizung des Bürogebäudes ein; Einsparung ca. 40 %.',
  categoryId: 'cat-sustainability',
  tags: ['energy', 'heat'],
};

type Json = Record<string, unknown>;

export function json(api: TestApi) {
  return {
    get: (sub: string | null, url: string, headers: Record<string, string> = {}) => api.as(sub, url, { headers }),
    post: (sub: string | null, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      api.as(sub, url, { method: 'POST', ...(payload === undefined ? {} : { payload: payload as Json }), headers }),
    put: (sub: string | null, url: string, payload?: unknown) => api.as(sub, url, { method: 'PUT', ...(payload === undefined ? {} : { payload: payload as Json }) }),
    patch: (sub: string | null, url: string, payload: unknown, headers: Record<string, string> = {}) => api.as(sub, url, { method: 'PATCH', payload: payload as Json, headers }),
    del: (sub: string | null, url: string, headers: Record<string, string> = {}) => api.as(sub, url, { method: 'DELETE', headers }),
  };
}

/** Creates a draft as `sub` (complete by default) and returns its id. */
export async function createIdea(api: TestApi, sub: string = USERS.creator.sub, body: Json = VALID_IDEA): Promise<{ id: string; version: number }> {
  const res = await json(api).post(sub, '/ideas', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, version: res.body.version };
}

/** Creates and submits an idea (status first_assessment). */
export async function submittedIdea(api: TestApi, sub: string = USERS.creator.sub, body: Json = VALID_IDEA): Promise<{ id: string; version: number }> {
  const { id } = await createIdea(api, sub, body);
  const res = await json(api).post(sub, `/ideas/${id}/submit`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id, version: res.body.version };
}

/** Moves an idea on (the assessment workflow is not part of these endpoints). */
export async function setStatus(api: TestApi, id: string, status: string): Promise<void> {
  await api.handle.query('UPDATE ideas SET status = $2 WHERE id = $1', [id, status]);
}

export async function historyOf(api: TestApi, id: string) {
  return api.handle.query<{ entity_type: string; field_name: string; old_value: string | null; new_value: string | null; actor_id: string | null }>(
    'SELECT entity_type, field_name, old_value, new_value, actor_id FROM idea_history WHERE idea_id = $1 ORDER BY created_at, id',
    [id],
  );
}

export async function ideaState(api: TestApi, id: string) {
  const [row] = await api.handle.query<{ version: number; title: string; status: string }>('SELECT version, title, status FROM ideas WHERE id = $1', [id]);
  const [history] = await api.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM idea_history WHERE idea_id = $1', [id]);
  if (!row || !history) throw new Error(`no idea ${id}`);
  return { ...row, history: history.n };
}

export async function count(api: TestApi, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [{ n } = { n: 0 }] = await api.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return n;
}

// ---- files ------------------------------------------------------------------------------------

export interface Part {
  field?: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename === undefined ? `form-data; name="${p.field ?? 'files'}"` : `form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename === undefined ? '' : `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`}\r\n`));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(api: TestApi, sub: string, ideaId: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return api.as(sub, `/ideas/${ideaId}/attachments`, { method: 'POST', payload, headers });
}

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const TEXT = Buffer.from('Größenangaben: 12 × 30 cm\nZweite Zeile\n');

/** A minimal zip whose entries are those of a Word (or Excel/PowerPoint) document. */
export function officeZip(folder: 'word' | 'xl' | 'ppt'): Buffer {
  const entry = (name: string, data: string) => {
    const body = deflateRawSync(Buffer.from(data));
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), body]);
  };
  return Buffer.concat([entry('[Content_Types].xml', '<Types/>'), entry('_rels/.rels', '<Relationships/>'), entry(`${folder}/document.xml`, '<doc/>')]);
}
