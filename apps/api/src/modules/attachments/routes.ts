import multipart from '@fastify/multipart';
import { AttachmentDownloadQuery, AttachmentUploadResponse, Id, IDEA_LIMITS } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { deleteQueuedBlobs, queueBlobDeletions } from '../../storage/blob-deletions';
import type { BlobStore } from '../../storage/blob-store';
import { contentTypeForName, isImageType } from '../../storage/file-type';
import { loadVisibleIdea, requireManager } from '../ideas/load-and-require';
import { bumpVersion, newId, recordHistory } from '../ideas/write-kernel';
import { badType, contentDisposition, contentGuard, safeFileName, tooLarge, uploadError } from './file-checks';
import { appendAttachments, deleteAttachment, findAttachment, listAttachments, toAttachment, type StoredFile } from './repository';

const tags = ['attachments'];
const IdeaParams = z.object({ id: Id });
const AttachmentParams = z.object({ id: Id, attachmentId: Id });

/** Attachments of ideas: listed and downloaded by anyone who sees the idea, changed by its creators and ADMIN. */
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
        return (await listAttachments(db, idea.id)).map(toAttachment);
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

        const stored: StoredFile[] = [];
        try {
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
              stored.push({ id, key, fileName, contentType: claimed, size });
              if ((part.file as Readable & { truncated?: boolean }).truncated) throw tooLarge();
            }
          } catch (err) {
            throw uploadError(err, request.log);
          }
          if (!stored.length) throw new HttpError('VALIDATION_FAILED', 'No file was sent', [{ path: 'files', message: 'validation.required' }]);

          let version = 0;
          const rows = await db.transaction(async (tx) => {
            const locked = await loadVisibleIdea(tx, caller, idea.id, true);
            const inserted = await appendAttachments(tx, locked.id, stored);
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
          // Nothing is kept: files stored before the failure go again (queued when the store is down).
          await deleteQueuedBlobs(db, blobs, stored.map((s) => s.key), request.log);
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
        const att = await findAttachment(db, idea.id, request.params.attachmentId);
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
          const att = await findAttachment(tx, idea.id, request.params.attachmentId);
          if (!att) throw notFound('Attachment');
          await deleteAttachment(tx, att.id);
          await queueBlobDeletions(tx, [att.storageKey]);
          const clearsBanner = idea.bannerImage === att.id;
          const next = await bumpVersion(tx, idea.id, clearsBanner ? { bannerImage: null } : {});
          await recordHistory(tx, caller, idea, [
            { entityType: 'attachment', fieldName: 'attachment', oldValue: att.fileName, newValue: null },
            ...(clearsBanner ? [{ entityType: 'idea' as const, fieldName: 'bannerImage', oldValue: att.id, newValue: null }] : []),
          ]);
          return { key: att.storageKey, version: next };
        });
        // The file goes after the commit; when the store is down it stays queued and is retried.
        await deleteQueuedBlobs(db, blobs, [key], request.log);
        return reply.status(204).header('etag', `"${version}"`).send();
      },
    );
  };
}
