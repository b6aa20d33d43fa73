import { i18n, useTranslation } from '@idea-portal/platform';
import { registerUiTranslations, uiEn } from './translations';

type Values = Record<string, string | number>;

function englishDefault(key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], uiEn);
  return typeof value === 'string' ? value : undefined;
}

/** The same {{name}} placeholders i18next fills, for the English fallback. */
const fill = (template: string, values?: Values) =>
  values ? template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : template;

/**
 * Translator for the shared components. Works without an initialised i18n instance (remote
 * unit tests): then the English text is used. `has` tells whether a key exists.
 */
export function useUiText() {
  registerUiTranslations();
  const { t } = useTranslation('ui', { i18n, useSuspense: false });
  const has = (key: string) => i18n.isInitialized && i18n.exists(key, { ns: 'ui' });
  const text = (key: string, fallback?: string, values?: Values): string =>
    has(key) ? t(key, values ?? {}) : fill(englishDefault(key) ?? fallback ?? key, values);
  return { text, has, language: i18n.resolvedLanguage ?? i18n.language ?? 'en' };
}
