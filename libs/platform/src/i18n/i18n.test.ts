import { describe, expect, it } from 'vitest';
import { i18n, initI18n, LANGUAGE_DETECTION_ORDER, LANGUAGE_STORAGE_KEY, normalizeLanguage, registerTranslations } from './i18n';

describe('normalizeLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-ch', 'de'],
    ['en-US', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
    ['', 'en'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe('initI18n', () => {
  it('detects in the spec order: querystring lng, cookie, localStorage, sessionStorage, navigator, html tag', () => {
    expect(LANGUAGE_DETECTION_ORDER).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
  });

  it('takes ?lng over localStorage, normalises de-AT to de, caches under i18nextLng; queued bundles are applied', async () => {
    registerTranslations('early', { en: { hello: 'Hello' }, de: { hello: 'Hallo' } });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.pushState({}, '', '/?lng=de-AT');
    await initI18n();
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(i18n.t('early:hello')).toBe('Hallo');
    await i18n.changeLanguage('fr');
    expect(i18n.t('early:hello')).toBe('Hello');
    window.history.pushState({}, '', '/');
  });
});
