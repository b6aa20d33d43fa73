/**
 * Bounded fuzz: reads the OpenAPI document and sends generated bad input (NUL, huge strings,
 * wrong types, bad ids, forged cursors, bidi and other unicode) to every endpoint as a signed-in
 * administrator. Any 5xx fails. Prints how many inputs each endpoint received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiOn, targets, type TestApi } from './support/api';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64url');

const BAD_STRINGS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5_000),
  '',
  ' ',
  '\u202Egnp.exe',
  '\u2066\u200F\u061C',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧 ß Ä',
  "'; DROP TABLE ideas; --",
  '../../etc/passwd',
  '%00',
  '-1',
  '9'.repeat(40),
  '2024-13-45T99:99:99Z',
  b64({ s: 'updatedAt:desc', v: 'not-a-date', id: 'x' }),
  b64(['not-a-date', 'x']),
  b64({ s: 'title:asc', v: '\u0000', id: '\u0000' }),
];
const BAD_VALUES: unknown[] = [...BAD_STRINGS, 'x'.repeat(200_000), 0, -1, 1e308, 1.5, true, null, [], ['\u0000'], {}, { $ne: 1 }];
const WHOLE_BODIES: unknown[] = [[], '"str"', 123, null, { a: { b: { c: { d: ['\u0000'] } } } }];

// Real ids where the path names one, so query and body input reaches the handler.
const REAL: Record<string, string> = { id: 'idea-001', userId: 'usr-creator', commentId: 'c-1', attachmentId: 'a-1' };

/** Percent-encodes; a lone surrogate goes out as invalid UTF-8 bytes instead. */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

type Op = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: any }> } };

function bodyProps(doc: any, schema: any): string[] {
  let s = schema;
  for (let i = 0; s?.$ref && i < 5; i++) s = s.$ref.split('/').slice(1).reduce((o: any, k: string) => o?.[k], doc);
  const props = new Set<string>(Object.keys(s?.properties ?? {}));
  for (const part of [...(s?.anyOf ?? []), ...(s?.oneOf ?? []), ...(s?.allOf ?? [])]) bodyProps(doc, part).forEach((p) => props.add(p));
  return [...props];
}

describe.each(targets)('OpenAPI fuzz on $name', (target) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await apiOn(target);
    token = await api.token(ADMIN, { expiresIn: '10m' });
  });
  afterAll(() => api?.close());

  it('no endpoint answers 5xx to bad input', { timeout: 120_000 }, async () => {
    const doc = (await api.app.inject({ url: '/docs/json' })).json();
    const counts: Record<string, number> = {};
    const failures: string[] = [];
    const send = async (key: string, method: string, url: string, payload?: unknown) => {
      counts[key] = (counts[key] ?? 0) + 1;
      const res = await api.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 80) ?? ''}`);
    };

    for (const [path, ops] of Object.entries<Record<string, Op>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        const params = op.parameters ?? [];
        const fill = (over: Record<string, string> = {}) =>
          path.replace(/\{(\w+)\}/g, (_, name: string) => enc(over[name] ?? REAL[name] ?? 'x'));
        // Path parameters, one at a time.
        for (const p of params.filter((x) => x.in === 'path')) {
          for (const bad of BAD_STRINGS) if (bad !== '') await send(key, method, fill({ [p.name]: bad }));
        }
        // Query parameters, one at a time, plus an unknown one.
        for (const p of [...params.filter((x) => x.in === 'query'), { name: 'unknownParam' }]) {
          for (const bad of BAD_STRINGS) await send(key, method, `${fill()}?${p.name}=${enc(bad)}`);
          await send(key, method, `${fill()}?${p.name}=a&${p.name}=b`);
        }
        // JSON bodies: each field with each bad value, then wrong whole bodies.
        const json = op.requestBody?.content['application/json'];
        if (json) {
          for (const prop of bodyProps(doc, json.schema)) for (const bad of BAD_VALUES) await send(key, method, fill(), { [prop]: bad });
          for (const body of WHOLE_BODIES) await send(key, method, fill(), body);
          await send(key, method, fill(), '{"title": "unterminated');
        }
      }
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.info(`[fuzz ${target.name}] ${total} inputs to ${Object.keys(counts).length} endpoints\n${Object.entries(counts).map(([k, n]) => `  ${String(n).padStart(4)}  ${k}`).join('\n')}`);
    expect(Object.keys(counts).length).toBeGreaterThan(40);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  });
});
