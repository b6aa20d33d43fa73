import { IDEA_LIMITS } from '@idea-portal/contracts';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../errors';
import { StorageUnavailableError } from '../../storage/storage-error';
import { sniffContentType, SNIFF_BYTES, TextValidator } from '../../storage/file-type';

export const tooLarge = () => new HttpError('PAYLOAD_TOO_LARGE', `Each file must be at most ${IDEA_LIMITS.attachmentMaxBytes / 1024 / 1024} MB`, [{ path: 'files', message: 'validation.fileTooLarge' }]);
export const badType = (fileName: string) =>
  new HttpError('UNSUPPORTED_MEDIA_TYPE', `"${fileName}" is not an allowed file or its content does not match its name`, [{ path: 'files', message: 'validation.fileTypeNotAllowed' }]);

/**
 * A file name safe to store and show: no path, no control characters, no bidi controls (an
 * RTL override could make `\u202Egnp.exe` read as `exe.png`), at most 200 characters.
 */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - ext.length) + ext;
}

/** RFC 6266 / RFC 5987 Content-Disposition with an ASCII fallback and a UTF-8 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Passes a file stream through while proving its type by content: the first bytes (up to
 * SNIFF_BYTES) must match what the name claims, text stays valid UTF-8 to the end, and more
 * than the size limit (an attachment's unless given) fails with 413. Errors abort the blob write, so nothing is kept.
 */
export function contentGuard(fileName: string, claimed: string, limit: { maxBytes: number; tooLarge: () => Error } = { maxBytes: IDEA_LIMITS.attachmentMaxBytes, tooLarge }): Transform {
  let head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let decided = false;
  let text: TextValidator | null = null;
  const decide = (stream: Transform, complete: boolean) => {
    const buffer = Buffer.concat(head);
    head = [];
    const sniffed = sniffContentType(buffer, complete);
    if (sniffed !== claimed) throw badType(fileName);
    if (sniffed === 'text/plain') {
      text = new TextValidator();
      const hasBom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
      text.push(hasBom ? buffer.subarray(3) : buffer);
    }
    decided = true;
    stream.push(buffer);
  };
  return new Transform({
    transform(this: Transform, chunk: Buffer, _enc, done: TransformCallback) {
      try {
        total += chunk.length;
        if (total > limit.maxBytes) throw limit.tooLarge();
        if (!decided) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= SNIFF_BYTES) decide(this, false);
          return done();
        }
        if (text && !text.push(chunk)) throw badType(fileName);
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(this: Transform, done: TransformCallback) {
      try {
        if (!decided) decide(this, true);
        if (text && !text.end()) throw badType(fileName);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/**
 * What a failure while reading the multipart body answers: our own refusals (413, 415) and a
 * storage outage (503) as they are, the parser's limits as 413, and anything else the parser
 * threw (a cut or malformed body, no boundary) as 400 VALIDATION_FAILED `validation.malformedMultipart`.
 */
export function uploadError(err: unknown, log: Pick<FastifyBaseLogger, 'warn'>): Error {
  if (err instanceof HttpError || err instanceof StorageUnavailableError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
    return new HttpError('PAYLOAD_TOO_LARGE', `At most ${IDEA_LIMITS.attachmentsPerRequest} files at once`, [{ path: 'files', message: 'validation.tooManyFiles' }]);
  }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof e.statusCode === 'number' && e.statusCode >= 500) return err as Error;
  log.warn({ err }, 'malformed multipart body');
  return new HttpError('VALIDATION_FAILED', 'The multipart/form-data body is malformed', [{ path: 'body', message: 'validation.malformedMultipart' }]);
}
