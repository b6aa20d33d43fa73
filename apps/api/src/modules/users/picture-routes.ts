import multipart from '@fastify/multipart';
import { Id, profilePicturePath, PROFILE_PICTURE_LIMITS, UserProfile } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { deleteQueuedBlobs } from '../../storage/blob-deletions';
import type { BlobStore } from '../../storage/blob-store';
import { contentTypeForName, isImageType } from '../../storage/file-type';
import { contentGuard, safeFileName, uploadError } from '../attachments/file-checks';
import { newId } from '../ideas/write-kernel';
import { findPicture, pictureBadType, pictureKey, pictureTooLarge, replacePicture } from './picture';

const tags = ['users'];
const MB = 1024 * 1024;

/**
 * Profile pictures, stored like attachments (same store, same deletion queue): uploaded and removed
 * by their owner, served to the signed-in people of the same tenant.
 */
export function pictureRoutes(db: Database, blobs: BlobStore, profileOf: (request: FastifyRequest) => Promise<UserProfile>): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      // One byte over the limit lets the guard see (and refuse) an oversized picture.
      limits: { fileSize: PROFILE_PICTURE_LIMITS.maxBytes + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 200 },
    });

    app.put(
      '/users/me/picture',
      {
        schema: {
          tags,
          description: `Uploads your profile picture: multipart/form-data with one file (any field name), a PNG, JPEG, GIF or WebP image of at most ${PROFILE_PICTURE_LIMITS.maxBytes / MB} MB, checked by content (415 otherwise, 413 too large). It replaces your picture (the old file is deleted) and answers your profile; \`picture\` is then the API path serving it.`,
          response: { 200: UserProfile },
        },
      },
      async (request) => {
        const { caller } = request;
        if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
        let stored: { key: string; type: string; path: string } | null = null;
        try {
          try {
            for await (const part of request.parts()) {
              if (part.type !== 'file') continue;
              const claimed = contentTypeForName(safeFileName(part.filename));
              if (!claimed || !isImageType(claimed)) {
                part.file.resume();
                throw pictureBadType();
              }
              const id = newId('pic');
              const key = pictureKey(caller, id);
              const guard = contentGuard(safeFileName(part.filename), claimed, { maxBytes: PROFILE_PICTURE_LIMITS.maxBytes, tooLarge: pictureTooLarge });
              const guarded = pipeline(part.file as Readable, guard, () => {});
              try {
                await blobs.put(key, guarded);
              } catch (err) {
                // The guard refuses any content that is not the image the name claims.
                if (err instanceof HttpError && err.code === 'UNSUPPORTED_MEDIA_TYPE') throw pictureBadType();
                throw err;
              }
              stored = { key, type: claimed, path: profilePicturePath(caller.id, id) };
              if ((part.file as Readable & { truncated?: boolean }).truncated) throw pictureTooLarge();
            }
          } catch (err) {
            const answer = uploadError(err, request.log);
            throw answer instanceof HttpError && answer.code === 'PAYLOAD_TOO_LARGE' ? pictureTooLarge() : answer;
          }
          if (!stored) throw new HttpError('VALIDATION_FAILED', 'No picture was sent', [{ path: 'picture', message: 'validation.required' }]);
          const picture = stored;
          const old = await db.transaction((tx) => replacePicture(tx, caller, { picture: picture.path, key: picture.key, type: picture.type }));
          if (old) await deleteQueuedBlobs(db, blobs, [old], request.log);
          return profileOf(request);
        } catch (err) {
          // Nothing is kept: a file stored before the failure goes again (queued when the store is down).
          if (stored) await deleteQueuedBlobs(db, blobs, [stored.key], request.log);
          throw err;
        }
      },
    );

    app.delete(
      '/users/me/picture',
      { schema: { tags, description: 'Removes your profile picture (an uploaded file is deleted); answers your profile.', response: { 200: UserProfile } } },
      async (request) => {
        const { caller } = request;
        const old = await db.transaction((tx) => replacePicture(tx, caller, { picture: null, key: null, type: null }));
        if (old) await deleteQueuedBlobs(db, blobs, [old], request.log);
        return profileOf(request);
      },
    );

    app.get(
      '/users/:id/picture/:pictureId',
      {
        schema: {
          tags,
          description: 'An uploaded profile picture (the path in a profile\'s `picture`), for the signed-in people of the same tenant; 404 otherwise or once replaced. nosniff, sandboxed, cacheable privately (a new upload has a new path).',
          params: z.object({ id: Id, pictureId: Id }),
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const found = await findPicture(db, caller.tenantId, request.params.id, request.params.pictureId);
        if (!found) throw notFound('Picture');
        const blob = await blobs.get(found.key);
        if (!blob) throw notFound('Picture file');
        return reply
          .header('content-type', found.type)
          .header('content-length', blob.size)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-site')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(blob.stream);
      },
    );
  };
}
