import { http, HttpResponse, type AnyHandler } from 'msw';
import { CurrentUser, FOREIGN_IMAGE_MESSAGE, PROFILE_PICTURE_LIMITS, profilePicturePath, MyIdeasQuery, MyIdeasResponse, ProfileUpdateInput, UserListQuery, UserListResponse, UserProfile } from '@idea-portal/contracts';
import { adminSectionsFor, isForeignImageUrl, isIdeaCreator, isIdeaManager, permissionsFor, workflowMailPreferences } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { uploadedFiles } from './multipart';
import { bodyOf, problem, queryOf, validation, type UrlOf } from './http-utils';

/** Uploaded pictures of the mock session, by picture id. */
const pictures = new Map<string, { type: string; bytes: Uint8Array }>();
const PICTURE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** The upload goes through XMLHttpRequest, which asks first (preflight) and reads the answer only with these headers, as from the API. */
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'PUT' };
const withCors = (response: Response) => {
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
};

/** PUT /users/me/picture as the API checks it (the type as the browser claims it here, by content there). */
async function putPicture(request: Request): Promise<Response> {
  const [file] = await uploadedFiles(request, 'picture');
  if (!file) return problem(400, 'VALIDATION_FAILED', 'No picture was sent');
  if (file.size > PROFILE_PICTURE_LIMITS.maxBytes) return problem(413, 'PAYLOAD_TOO_LARGE', 'Too large', [{ path: 'picture', message: 'validation.pictureTooLarge' }]);
  const type = PICTURE_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not an image', [{ path: 'picture', message: 'validation.pictureTypeNotAllowed' }]);
  const me = mockCurrentUser();
  const id = `pic-${Date.now().toString(36)}`;
  pictures.set(id, { type, bytes: file.bytes });
  me.picture = profilePicturePath(me.id, id);
  return HttpResponse.json(UserProfile.parse(me));
}

/** The users service: the caller's profile and picture and ideas, one user, the directory with filters and paging. */
export function createUserHandlers(u: UrlOf): AnyHandler[] {
  // /users/me and /users/my-ideas come before /users/:id, which would take them for ids.
  return [
    http.get(u('/users/me'), () => {
      const profile = mockCurrentUser();
      // As the API: ADMIN every admin page, an idea manager the premium rules and the payroll export.
      const manager = isIdeaManager({ id: profile.id, email: profile.email, functions: mockDb.userFunctions[profile.id] ?? [] }, { ideaManagers: mockDb.tenants[0]?.ideaManagers ?? [] });
      const adminSections = [...adminSectionsFor(profile.role, manager)];
      return HttpResponse.json(CurrentUser.parse({ profile, permissions: [...permissionsFor(profile.role)], canAccessAdmin: adminSections.length > 0, adminSections }));
    }),
    // PATCH /users/me: the caller's own profile; absent fields unchanged, null or '' clears.
    http.patch(u('/users/me'), async ({ request }) => {
      const parsed = ProfileUpdateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const v = parsed.data;
      if (v.phoneNumber !== undefined) me.phoneNumber = v.phoneNumber;
      if (v.position !== undefined) me.position = v.position;
      if (v.aboutMe !== undefined) me.aboutMe = v.aboutMe;
      // As the API: a picture is uploaded; an address on another site is refused.
      if (v.picture && isForeignImageUrl(v.picture)) {
        return problem(400, 'FOREIGN_IMAGE_URL', 'Images from other sites cannot be shown in the portal', [{ path: 'body.picture', message: FOREIGN_IMAGE_MESSAGE }]);
      }
      if (v.picture !== undefined) me.picture = v.picture;
      if (v.preferredLanguage !== undefined) me.preferredLanguage = v.preferredLanguage;
      if (v.workflowMail !== undefined) me.workflowMail = { ...workflowMailPreferences(me.workflowMail), ...v.workflowMail };
      me.updatedAt = new Date().toISOString();
      return HttpResponse.json(UserProfile.parse(me));
    }),
    // PUT /users/me/picture: one image (kept in memory, served below); DELETE removes it.
    http.options(u('/users/me/picture'), () => new HttpResponse(null, { status: 204, headers: CORS })),
    http.put(u('/users/me/picture'), async ({ request }) => withCors(await putPicture(request))),
    http.delete(u('/users/me/picture'), () => {
      const me = mockCurrentUser();
      me.picture = null;
      return HttpResponse.json(UserProfile.parse(me));
    }),
    http.get(u('/users/:id/picture/:pictureId'), ({ params }) => {
      const file = pictures.get(String(params.pictureId));
      return file ? new HttpResponse(file.bytes.slice().buffer, { headers: { 'content-type': file.type, 'x-content-type-options': 'nosniff' } }) : problem(404, 'NOT_FOUND', 'Picture not found');
    }),
    http.get(u('/users/my-ideas'), ({ request }) => {
      const parsed = MyIdeasQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const { limit, cursor } = parsed.data;
      const me = mockCurrentUser();
      // Ideas the caller submitted or contributes to, newest first.
      const all = mockDb.ideas
        .filter((i) => isIdeaCreator(me, i))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((i) => ({ IdeaId: i.id, Title: i.title, Status: i.status, CreatedAt: i.createdAt }));
      const start = cursor ? Number(cursor) : 0;
      const hasMore = start + limit < all.length;
      return HttpResponse.json(
        MyIdeasResponse.parse({
          ideas: all.slice(start, start + limit),
          hasMore,
          nextCursor: hasMore ? String(start + limit) : null,
          submittedCount: mockDb.ideas.filter((i) => i.submitterId === me.id).length,
        }),
      );
    }),
    http.get(u('/users/:id'), ({ params }) => {
      const user = mockDb.users.find((x) => x.id === params.id);
      return user ? HttpResponse.json(UserProfile.parse(user)) : problem(404, 'NOT_FOUND', `User ${String(params.id)} not found`);
    }),
    http.get(u('/users'), ({ request }) => {
      const parsed = UserListQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      if (q.userId) {
        const user = mockDb.users.find((x) => x.userId === q.userId);
        return user ? HttpResponse.json(UserProfile.parse(user)) : problem(404, 'NOT_FOUND', 'User not found');
      }
      const has = (value: string | null | undefined, needle?: string) => !needle || (value ?? '').toLowerCase().includes(needle.toLowerCase());
      const all = mockDb.users
        .filter(
          (x) =>
            has(x.givenName, q.givenName) &&
            has(x.familyName, q.familyName) &&
            has(x.email, q.email) &&
            has(x.phoneNumber, q.phone) &&
            has(x.position, q.position) &&
            (!q.organizationalUnits?.length || q.organizationalUnits.includes(x.organizationalUnit?.id ?? '')) &&
            (!q.tenants?.length || q.tenants.includes(x.tenant?.id ?? '')),
        )
        .sort((a, b) => a.familyName.localeCompare(b.familyName) || a.id.localeCompare(b.id));
      const start = q.lastEvaluatedKey ? Number(q.lastEvaluatedKey) : 0;
      const users = all.slice(start, start + q.pageSize);
      const hasMore = start + q.pageSize < all.length;
      return HttpResponse.json(
        UserListResponse.parse({
          users,
          pagination: { pageSize: q.pageSize, totalItems: all.length, nextPageToken: hasMore ? String(start + q.pageSize) : null, hasMore },
        }),
      );
    }),
  ];
}
