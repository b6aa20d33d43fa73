import { describe, expect, it } from 'vitest';
import { isForeignImageUrl } from './image-sources';

describe('isForeignImageUrl', () => {
  it('refuses web addresses on hosts that are not allowed, case-insensitively', () => {
    expect(isForeignImageUrl('https://cdn.example.com/me.png')).toBe(true);
    expect(isForeignImageUrl('http://cdn.example.com/me.png', ['images.example.org'])).toBe(true);
    expect(isForeignImageUrl('https://CDN.example.com/me.png', ['cdn.example.com'])).toBe(false);
  });

  it('leaves what is not a web address to the other checks (uploads, attachment ids)', () => {
    expect(isForeignImageUrl('/users/u-1/picture/pic_1')).toBe(false);
    expect(isForeignImageUrl('att_123')).toBe(false);
  });
});
