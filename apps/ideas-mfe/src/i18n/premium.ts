import { premiumValidationMessage, type PremiumDerivation, type PremiumRuleSet } from '@idea-portal/contracts';
import { ApiRequestError, normalizeLanguage, registerTranslations, useTranslation } from '@idea-portal/platform';
import { premiumEn } from './premium.en';

/** The premium's texts (namespace 'ideasPremium'): registered by the lazy premium parts that show them. */
export const NS_PREMIUM = 'ideasPremium';

export function registerPremiumTranslations() {
  registerTranslations(NS_PREMIUM, {
    en: premiumEn,
    de: () => import(/* webpackChunkName: "ideas-premium-de" */ './premium.de').then((m) => m.premiumDe),
  });
}

/** The premium's texts, the reader's language ('en' | 'de'), a validation key's text and an API error's. */
export function usePremiumText() {
  const { t, i18n } = useTranslation(NS_PREMIUM);
  const lang = normalizeLanguage(i18n.language);
  const msg = (key: string) => premiumValidationMessage(key, lang);
  const errorText = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.code === 'VERSION_CONFLICT') return t('statusConflict');
      if (error.code === 'FORBIDDEN' || error.code === 'SECOND_PERSON_REQUIRED') return t('statusForbidden');
      const key = error.details?.[0]?.message;
      if (key?.startsWith('premium.')) return msg(key);
    }
    return t('error');
  };
  return { t, lang, msg, errorText };
}

/** Names a criterion or one of its levels from the rule set in the reader's language (the key when the rule set does not know it). */
export function criterionLabel(rules: Pick<PremiumRuleSet, 'nonCalculable'> | null | undefined, lang: 'en' | 'de') {
  return (criterion: string, level?: string) => {
    const c = rules?.nonCalculable.criteria.find((x) => x.key === criterion);
    if (!c) return level ?? criterion;
    if (level === undefined) return c.label[lang];
    return c.levels.find((l) => l.key === level)?.label[lang] ?? level;
  };
}

export type { PremiumDerivation };
