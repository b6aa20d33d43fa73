// vitest: own module graph (the first initI18n of a page)
import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, LANGUAGE_DETECTION_ORDER, LANGUAGE_STORAGE_KEY, likelyLanguage, normalizeLanguage, registerTranslations } from './i18n';

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

describe('texts loaded on first use', () => {
  it('a bundle given as a loader loads only when its language is used, before the language shows', async () => {
    await initI18n();
    await i18n.changeLanguage('en');
    const loadGerman = vi.fn(() => Promise.resolve({ greeting: 'Guten Tag' }));
    await registerTranslations('later', { en: { greeting: 'Good day' }, de: loadGerman });
    expect(i18n.t('later:greeting')).toBe('Good day');
    expect(loadGerman).not.toHaveBeenCalled();
    await i18n.changeLanguage('de');
    // No moment with the key or the English text: the change waits for the bundle.
    expect(i18n.t('later:greeting')).toBe('Guten Tag');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('de');
    expect(loadGerman).toHaveBeenCalledTimes(1);
  });

  it('registering in German resolves once the German bundle is there', async () => {
    await initI18n();
    await i18n.changeLanguage('de');
    let arrive: (bundle: Record<string, unknown>) => void = () => {};
    const registered = registerTranslations('slow', { en: { title: 'Ideas' }, de: () => new Promise((r) => (arrive = r)) });
    let done = false;
    void registered.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    arrive({ title: 'Ideen' });
    await registered;
    expect(i18n.t('slow:title')).toBe('Ideen');
    await i18n.changeLanguage('en');
  });
});

describe('likelyLanguage (the entry\'s guess, before i18next is there)', () => {
  it('reads the query, then the stored choice, then the browser, as the detector does', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(likelyLanguage()).toBe('de');
    window.history.pushState({}, '', '/?lng=en');
    expect(likelyLanguage()).toBe('en');
    window.history.pushState({}, '', '/');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en']);
    expect(likelyLanguage()).toBe('de');
    vi.restoreAllMocks();
  });
});
