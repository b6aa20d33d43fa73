import multipart from '@fastify/multipart';
import { Attachment, AttachmentDownloadQuery, AttachmentUploadResponse, Id, IDEA_LIMITS } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { z } from 'zod';
import { ideaAttachments } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import { contentTypeForName, isImageType, SNIFF_BYTES, sniffContentType, TextValidator } from '../../storage/file-type';
import { bumpVersion, loadVisibleIdea, newId, recordHistory, requireManager } from './access';

const tags = ['attachments'];
const IdeaParams = z.object({ id: Id });
const AttachmentParams = z.object({ id: Id, attachmentId: Id });

const tooLarge = () => new HttpError('PAYLOAD_TOO_LARGE', `Each file must be at most ${IDEA_LIMITS.attachmentMaxBytes / 1024 / 1024} MB`, [{ path: 'files', message: 'validation.fileTooLarge' }]);
const badType = (fileName: string) =>
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
 * than the size limit fails with 413. Errors abort the blob write, so nothing is kept.
 */
function contentGuard(fileName: string, claimed: string): Transform {
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
        if (total > IDEA_LIMITS.attachmentMaxBytes) throw tooLarge();
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

const toAttachment = (a: typeof ideaAttachments.$inferSelect): Attachment => ({
  id: a.id,
  index: a.position,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
  uploadedAt: a.uploadedAt.toISOString(),
});

export function attachmentRoutes(db: Database, blobs: BlobStore): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        // One byte over the limit lets the guard see (and refuse) an oversized file.
        fileSize: IDEA_LIMITS.attachmentMaxBytes + 1,
        files: IDEA_LIMITS.attachmentsPerRequest,
        fields: 20,
        fieldSize: 10_000,
        parts: IDEA_LIMITS.attachmentsPerRequest + 20,
        headerPairs: 200,
      },
    });

    app.get(
      '/ideas/:id/attachments',
      { schema: { tags, description: 'Attachments of a visible idea (size may be null for older files).', params: IdeaParams, response: { 200: AttachmentUploadResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        const rows = await db.select().from(ideaAttachments).where(eq(ideaAttachments.ideaId, idea.id)).orderBy(asc(ideaAttachments.position));
        return rows.map(toAttachment);
      },
    );

    app.post(
      '/ideas/:id/attachments',
      {
        schema: {
          tags,
          description: `multipart/form-data with one or more files (any field name, e.g. \`files\`): at most ${IDEA_LIMITS.attachmentsPerRequest} files of ${IDEA_LIMITS.attachmentMaxBytes / 1024 / 1024} MB each; PDF, PNG, JPEG, GIF, WebP, plain text, DOCX, XLSX, PPTX, checked by content. 413 too large, 415 wrong type; nothing is stored unless every file is accepted. Submitter, contributors, ADMIN. 201 with the new attachments.`,
          params: IdeaParams,
          response: { 201: AttachmentUploadResponse },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const idea = await loadVisibleIdea(db, caller, request.params.id);
        await requireManager(db, caller, idea);
        if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');

        const stored: { id: string; key: string; fileName: string; contentType: string; size: number }[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            const fileName = safeFileName(part.filename);
            const claimed = contentTypeForName(fileName);
            if (!claimed) {
              part.file.resume();
              throw badType(fileName);
            }
            const id = newId('att');
            const key = `${idea.tenantId}/${idea.id}/${id}`;
            // Errors of either stream reach the blob write through the guard (which they destroy).
            const guarded = pipeline(part.file as Readable, contentGuard(fileName, claimed), () => {});
            // busboy truncates silently at its own limit; the guard has already refused by then.
            const { size } = await blobs.put(key, guarded);
            if ((part.file as Readable & { truncated?: boolean }).truncated) {
              await blobs.delete(key);
              throw tooLarge();
            }
            stored.push({ id, key, fileName, contentType: claimed, size });
          }
          if (!stored.length) throw new HttpError('VALIDATION_FAILED', 'No file was sent', [{ path: 'files', message: 'validation.required' }]);

          let version = 0;
          const rows = await db.transaction(async (tx) => {
            const locked = await loadVisibleIdea(tx, caller, idea.id, true);
            const [{ last }] = await tx.select({ last: max(ideaAttachments.position) }).from(ideaAttachments).where(eq(ideaAttachments.ideaId, locked.id));
            let position = (last ?? -1) + 1;
            const inserted = await tx
              .insert(ideaAttachments)
              .values(stored.map((s) => ({ id: s.id, ideaId: locked.id, position: position++, fileName: s.fileName, contentType: s.contentType, size: s.size, storageKey: s.key })))
              .returning();
            version = await bumpVersion(tx, locked.id);
            await recordHistory(
              tx,
              caller,
              locked,
              stored.map((s) => ({ entityType: 'attachment' as const, fieldName: 'attachment', oldValue: null, newValue: s.fileName })),
            );
            return inserted;
          });
          return reply.status(201).header('etag', `"${version}"`).send(rows.sort((a, b) => a.position - b.position).map(toAttachment));
        } catch (err) {
          await Promise.all(stored.map((s) => blobs.delete(s.key).catch(() => {})));
          const e = err as { code?: string; statusCode?: number };
          if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
            throw new HttpError('PAYLOAD_TOO_LARGE', `At most ${IDEA_LIMITS.attachmentsPerRequest} files at once`, [{ path: 'files', message: 'validation.tooManyFiles' }]);
          }
          if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw err;
        }
      },
    );

    app.get(
      '/ideas/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          description: 'Downloads an attachment (Content-Disposition attachment; `?inline=1` shows images inline for preview). Sandboxed, nosniff.',
          params: AttachmentParams,
          querystring: AttachmentDownloadQuery,
        },
      },
      async (request, reply) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        const [att] = await db
          .select()
          .from(ideaAttachments)
          .where(and(eq(ideaAttachments.id, request.params.attachmentId), eq(ideaAttachments.ideaId, idea.id)))
          .limit(1);
        if (!att) throw notFound('Attachment');
        const blob = await blobs.get(att.storageKey);
        if (!blob) throw notFound('Attachment file');
        const inline = request.query.inline === '1' && isImageType(att.contentType);
        return reply
          .header('content-type', att.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : att.contentType)
          .header('content-length', blob.size)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', att.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
          .header('cross-origin-resource-policy', 'same-site')
          .header('cache-control', 'private, max-age=300')
          .send(blob.stream);
      },
    );

    app.delete(
      '/ideas/:id/attachments/:attachmentId',
      { schema: { tags, description: 'Deletes an attachment (submitter, contributors, ADMIN). 204 with the new version as ETag.', params: AttachmentParams } },
      async (request, reply) => {
        const { caller } = request;
        const { key, version } = await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          await requireManager(tx, caller, idea);
          const [att] = await tx
            .select()
            .from(ideaAttachments)
            .where(and(eq(ideaAttachments.id, request.params.attachmentId), eq(ideaAttachments.ideaId, idea.id)))
            .limit(1);
          if (!att) throw notFound('Attachment');
          await tx.delete(ideaAttachments).where(eq(ideaAttachments.id, att.id));
          const clearsBanner = idea.bannerImage === att.id;
          const next = await bumpVersion(tx, idea.id, clearsBanner ? { bannerImage: null } : {});
          await recordHistory(tx, caller, idea, [
            { entityType: 'attachment', fieldName: 'attachment', oldValue: att.fileName, newValue: null },
            ...(clearsBanner ? [{ entityType: 'idea' as const, fieldName: 'bannerImage', oldValue: att.id, newValue: null }] : []),
          ]);
          return { key: att.storageKey, version: next };
        });
        await blobs.delete(key).catch((err: Error) => request.log.warn({ err, key }, 'blob delete failed'));
        return reply.status(204).header('etag', `"${version}"`).send();
      },
    );
  };
}
