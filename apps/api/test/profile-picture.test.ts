import { PROFILE_PICTURE_LIMITS, UserProfile } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { createIdea, JPEG, json, multipart, PDF, PNG, USERS, type Part } from './support/ideas';

const { admin, creator, otherTenant, viewer } = USERS;

describe.each(targets)('profile pictures on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  const uploadPicture = (sub: string, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return api.as(sub, '/users/me/picture', { method: 'PUT', payload, headers });
  };
  const pictureKeys = async () => (await api.storedKeys()).filter((k) => k.includes('/profile-pictures/'));
  const fetchPicture = async (sub: string | null, path: string) =>
    api.app.inject({ url: path, headers: sub ? { authorization: `Bearer ${await api.token(sub)}` } : {} });
  const pictureOf = async (sub: string) => UserProfile.parse((await http.get(sub, '/users/me')).body.profile).picture;

  it('uploads a picture and serves it with its type and nosniff to the same tenant only', async () => {
    const res = await uploadPicture(creator.sub, [{ field: 'picture', filename: 'me.png', contentType: 'image/png', content: PNG }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { picture } = UserProfile.parse(res.body);
    expect(picture).toMatch(new RegExp(`^/users/${creator.id}/picture/[A-Za-z0-9_-]+$`));
    expect(await pictureOf(creator.sub)).toBe(picture);

    const seen = await fetchPicture(viewer.sub, picture!);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    expect(seen.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-length': String(PNG.length) });
    expect(seen.headers['content-security-policy']).toContain('sandbox');
    // Others see it where the people of the tenant appear (here: the profile lookup).
    expect((await http.get(viewer.sub, `/users/${creator.id}`)).body.picture).toBe(picture);

    expect((await fetchPicture(otherTenant.sub, picture!)).statusCode).toBe(404);
    expect((await fetchPicture(null, picture!)).statusCode).toBe(401);
    expect((await fetchPicture(viewer.sub, `/users/${creator.id}/picture/pic-guessed`)).statusCode).toBe(404);
  });

  it('refuses what is not an image by its content, and keeps nothing', async () => {
    const before = await pictureOf(viewer.sub);
    const keys = await pictureKeys();
    for (const part of [
      { filename: 'me.png', contentType: 'image/png', content: PDF },
      { filename: 'me.jpg', contentType: 'image/jpeg', content: PNG.subarray(0, 4) },
      { filename: 'me.pdf', contentType: 'application/pdf', content: PDF },
      { filename: 'me.svg', contentType: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    ]) {
      const res = await uploadPicture(viewer.sub, [part]);
      expect(res.status, part.filename).toBe(415);
      expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: [{ path: 'picture', message: 'validation.pictureTypeNotAllowed' }] });
    }
    expect(await pictureOf(viewer.sub)).toBe(before);
    expect(await pictureKeys()).toEqual(keys);
  });

  it(`refuses a picture over ${PROFILE_PICTURE_LIMITS.maxBytes / 1024 / 1024} MB and accepts one at the limit`, async () => {
    const keys = await pictureKeys();
    const big = Buffer.concat([JPEG, Buffer.alloc(PROFILE_PICTURE_LIMITS.maxBytes + 1 - JPEG.length, 1)]);
    const res = await uploadPicture(viewer.sub, [{ filename: 'big.jpg', contentType: 'image/jpeg', content: big }]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: [{ path: 'picture', message: 'validation.pictureTooLarge' }] });
    expect(await pictureKeys()).toEqual(keys);
    const fits = await uploadPicture(viewer.sub, [{ filename: 'fits.jpg', contentType: 'image/jpeg', content: big.subarray(0, PROFILE_PICTURE_LIMITS.maxBytes) }]);
    expect(fits.status).toBe(200);
    expect((await uploadPicture(viewer.sub, [])).status).toBe(400);
  });

  it('replacing or removing a picture deletes the old file', async () => {
    const first = UserProfile.parse((await uploadPicture(admin.sub, [{ filename: 'a.png', content: PNG }])).body).picture!;
    const firstKey = (await pictureKeys()).find((k) => first.endsWith(k.split('/').pop()!));
    expect(firstKey).toBeDefined();
    const second = UserProfile.parse((await uploadPicture(admin.sub, [{ filename: 'b.jpg', content: JPEG }])).body).picture!;
    expect(second).not.toBe(first);
    expect(await pictureKeys()).not.toContain(firstKey);
    expect((await fetchPicture(viewer.sub, first)).statusCode).toBe(404);
    expect((await fetchPicture(viewer.sub, second)).headers['content-type']).toBe('image/jpeg');

    const removed = await http.del(admin.sub, '/users/me/picture');
    expect(removed.status).toBe(200);
    expect(removed.body.picture).toBeNull();
    expect((await pictureKeys()).some((k) => second.endsWith(k.split('/').pop()!))).toBe(false);
    expect((await fetchPicture(viewer.sub, second)).statusCode).toBe(404);

    // Clearing through PATCH (picture: null) deletes the file too.
    const third = UserProfile.parse((await uploadPicture(admin.sub, [{ filename: 'c.png', content: PNG }])).body).picture!;
    expect((await http.patch(admin.sub, '/users/me', { picture: null })).body.picture).toBeNull();
    expect((await pictureKeys()).some((k) => third.endsWith(k.split('/').pop()!))).toBe(false);
    expect(await api.handle.query('SELECT storage_key FROM blob_deletions')).toEqual([]);
  });

  it('refuses a picture address on another site with FOREIGN_IMAGE_URL', async () => {
    const before = await pictureOf(creator.sub);
    const res = await http.patch(creator.sub, '/users/me', { picture: 'https://cdn.example.com/chris.png', position: 'Changed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FOREIGN_IMAGE_URL', details: [{ path: 'body.picture', message: 'validation.foreignImageUrl' }] });
    expect(await pictureOf(creator.sub)).toBe(before);
    expect((await http.get(creator.sub, '/users/me')).body.profile.position).not.toBe('Changed');
  });

  it('refuses a new banner address on another site, and keeps a stored one when other fields change', async () => {
    const created = await http.post(creator.sub, '/ideas', { title: 'Banner from elsewhere', bannerImage: 'https://images.example.com/banner.jpg' });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: 'FOREIGN_IMAGE_URL', details: [{ path: 'body.bannerImage', message: 'validation.foreignImageUrl' }] });

    const { id, version } = await createIdea(api, creator.sub, { title: 'Banner later' });
    const changed = await http.patch(creator.sub, `/ideas/${id}`, { version, bannerImage: 'http://images.example.com/b.png' });
    expect(changed.status).toBe(400);
    expect(changed.body.code).toBe('FOREIGN_IMAGE_URL');

    // An address stored before the rule: the idea stays editable with it.
    await api.handle.query('UPDATE ideas SET banner_image = $1 WHERE id = $2', ['https://legacy.example.com/old.png', id]);
    const kept = await http.patch(creator.sub, `/ideas/${id}`, { version, title: 'Banner later, renamed', bannerImage: 'https://legacy.example.com/old.png' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.bannerImage).toBe('https://legacy.example.com/old.png');
  });
});
