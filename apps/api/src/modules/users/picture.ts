import { FOREIGN_IMAGE_MESSAGE, isUploadedPicture, profilePicturePath, PROFILE_PICTURE_LIMITS } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { isForeignImageUrl } from '@idea-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import { queueBlobDeletions } from '../../storage/blob-deletions';

/** Profile pictures: the stored picture of a person and the rules for setting one. */

const MB = 1024 * 1024;
export const pictureTooLarge = () =>
  new HttpError('PAYLOAD_TOO_LARGE', `The picture must be at most ${PROFILE_PICTURE_LIMITS.maxBytes / MB} MB`, [{ path: 'picture', message: 'validation.pictureTooLarge' }]);
export const pictureBadType = () =>
  new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The picture must be a PNG, JPEG, GIF or WebP image (checked by its content)', [{ path: 'picture', message: 'validation.pictureTypeNotAllowed' }]);

/** 400 FOREIGN_IMAGE_URL for a picture or banner address the shell's content security policy would block. */
export function refuseForeignImage(value: string | null | undefined, path: string, allowedHosts: readonly string[]): void {
  if (value && isForeignImageUrl(value, allowedHosts)) {
    throw new HttpError('FOREIGN_IMAGE_URL', 'Images from other sites cannot be shown in the portal; upload the image instead', [{ path, message: FOREIGN_IMAGE_MESSAGE }]);
  }
}

/** A new picture's place in the attachment store. */
export const pictureKey = (caller: Caller, pictureId: string) => `${caller.tenantId}/profile-pictures/${caller.id}/${pictureId}`;

/** The caller's stored picture file (locks the row inside a transaction). */
async function storedKey(tx: Database, caller: Caller): Promise<string | null> {
  const [row] = await tx
    .select({ key: users.pictureKey })
    .from(users)
    .where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.id)))
    .for('update')
    .limit(1);
  return row?.key ?? null;
}

/**
 * Sets (or with null clears) the caller's picture inside a transaction: an uploaded file, an
 * address on an allowed host, or nothing. The file it replaces is queued for deletion in the same
 * transaction; the caller deletes it after the commit. Returns the key to delete, if any.
 */
export async function replacePicture(
  tx: Database,
  caller: Caller,
  next: { picture: string | null; key: string | null; type: string | null },
): Promise<string | null> {
  const old = await storedKey(tx, caller);
  await tx
    .update(users)
    .set({ picture: next.picture, pictureKey: next.key, pictureType: next.type, updatedAt: new Date() })
    .where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.id)));
  if (old && old !== next.key) {
    await queueBlobDeletions(tx, [old]);
    return old;
  }
  return null;
}

/** The uploaded picture `pictureId` of a person of the caller's tenant, or null. */
export async function findPicture(db: Database, tenantId: string, userId: string, pictureId: string): Promise<{ key: string; type: string } | null> {
  const [row] = await db
    .select({ id: users.id, picture: users.picture, key: users.pictureKey, type: users.pictureType })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row?.key || !row.type || !isUploadedPicture(row.picture) || row.picture !== profilePicturePath(row.id, pictureId)) return null;
  return { key: row.key, type: row.type };
}
