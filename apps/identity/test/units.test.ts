import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/passwords.js';
import { MESSAGES, pickLocale, translator } from '../src/i18n.js';
import { validateSignIn } from '../src/flows/sign-in/password.js';
import { esc } from '../src/views.js';

describe('password hashing', () => {
  it('uses scrypt N=2^15, r=8, p=1 with a 16-byte salt and verifies in constant time', async () => {
    const hash = await hashPassword('Demo-Passw0rd');
    const [alg, params, salt, key] = hash.split('$');
    expect(alg).toBe('scrypt');
    expect(params).toBe('N=32768,r=8,p=1');
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await verifyPassword('Demo-Passw0rd', hash)).toBe(true);
    expect(await verifyPassword('demo-passw0rd', hash)).toBe(false);
    expect(await hashPassword('Demo-Passw0rd')).not.toBe(hash);
  });

  it('never matches malformed hashes', async () => {
    for (const bad of ['', 'plain', 'scrypt$N=1$x$y', 'bcrypt$a$b$c', 'scrypt$N=32768,r=8,p=1$$']) {
      expect(await verifyPassword('anything-at-all', bad)).toBe(false);
    }
  });
});

describe('language', () => {
  it('follows lng, then ui_locales, then the browser language (de* -> de), else en', () => {
    expect(pickLocale({})).toBe('en');
    expect(pickLocale({ acceptLanguage: 'de-CH' })).toBe('de');
    expect(pickLocale({ acceptLanguage: 'fr, de;q=0.8' })).toBe('en');
    expect(pickLocale({ acceptLanguage: 'en;q=0.5, de;q=0.9' })).toBe('de');
    expect(pickLocale({ uiLocales: 'fr de', acceptLanguage: 'en' })).toBe('de');
    expect(pickLocale({ uiLocales: 'en', acceptLanguage: 'de' })).toBe('en');
    expect(pickLocale({ lng: 'de', uiLocales: 'en' })).toBe('de');
  });

  it('has every text in both languages', () => {
    expect(Object.keys(MESSAGES.de).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const v of Object.values(MESSAGES.de)) expect(v).toBeTruthy();
    expect(translator('de')('error.accountLocked', { minutes: 15 })).toContain('15 Minuten');
  });
});

describe('sign-in validation', () => {
  const t = translator('en');
  it('applies the spec login rules', () => {
    expect(validateSignIn('a@b.co', '12345678', t)).toEqual({});
    expect(validateSignIn('nope', '12345678', t)).toEqual({ email: 'Please enter a valid email address' });
    expect(validateSignIn('a@b.co', '1234567', t)).toEqual({ password: 'Password must be at least 8 characters' });
    expect(validateSignIn('a@b.co', '', t)).toEqual({ password: 'Password is required' });
  });

  it('escapes HTML', () => {
    expect(esc(`<script>"'&`)).toBe('&#60;script&#62;&#34;&#39;&#38;');
  });
});
