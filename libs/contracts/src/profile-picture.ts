/**
 * Profile pictures: uploaded (PUT /users/me/picture, multipart, one image checked by content,
 * stored like attachments) and served by the API at the path kept in the profile's `picture`;
 * pictures from other sites are refused (400 FOREIGN_IMAGE_URL): the shell's content security
 * policy would block them.
 */
export const PROFILE_PICTURE_LIMITS = {
  /** Largest picture accepted (bytes). */
  maxBytes: 2 * 1024 * 1024,
  /** What the upload accepts, checked by content. */
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const,
} as const;

const UPLOADED = /^\/users\/[A-Za-z0-9_-]{1,64}\/picture\/[A-Za-z0-9_-]{1,64}$/;

/** Where the API serves a user's uploaded picture (relative to the users service). */
export const profilePicturePath = (userId: string, pictureId: string) => `/users/${userId}/picture/${pictureId}`;

/** An uploaded picture served by the API (fetched with the caller's token), not an address elsewhere. */
export const isUploadedPicture = (value: string | null | undefined): value is string => !!value && UPLOADED.test(value);

/** The i18n key (idea and profile validation) of a refused picture or banner address from another site. */
export const FOREIGN_IMAGE_MESSAGE = 'validation.foreignImageUrl';
