import type { ActivityEntry } from '@idea-portal/contracts';
import { historyFieldLabel, historyValueKind, workflowValueLabelsDe, workflowValueLabelsEn, workflowValueText } from '@idea-portal/contracts';
import { normalizeLanguage, useCategoryName } from '@idea-portal/platform';
import { formatDate, useUiText } from '@idea-portal/ui';
import { useAdminTranslation } from '../i18n';

const VALUE_LABELS = { en: workflowValueLabelsEn, de: workflowValueLabelsDe } as const;

/** Entries that record a mail an administrator sent a person, not a changed value. */
const ACCOUNT_MAIL_FIELDS = new Set(['passwordReset', 'invitation']);

/** Values that are internal ids (files, users): the change is shown without them. */
const INTERNAL_ID = /^(att|usr|idea|cmt)-/;

/**
 * One readable line per history entry, for the activity page and the dashboard: the field's label
 * in the current language and, where the value means something to a person, the value
 * (a status by its label, not "first_assessment"; a workflow value as the idea page shows it).
 */
export function useActivityText() {
  const { t, i18n } = useAdminTranslation();
  const ui = useUiText();
  const lang = normalizeLanguage(i18n.language);
  const categoryName = useCategoryName();
  const value = (field: string, v: string | null) => {
    if (v === null || v === '') return t('activity.none');
    if (field === 'functions') return v.split(', ').map((f) => t(`activity.functionNames.${f}`, { defaultValue: f })).join(', ');
    const kind = historyValueKind(field);
    if (kind === 'status') return ui.text(`status.${v}`, v);
    if (kind === 'date') return formatDate(v, lang);
    if (kind === 'choice') return workflowValueText(field, v, (vocabulary, x) => (VALUE_LABELS[lang][vocabulary] as Record<string, string>)[x]);
    return kind === 'category' ? categoryName(v) : v;
  };
  return (a: Pick<ActivityEntry, 'fieldName' | 'oldValue' | 'newValue'>) => {
    const field = historyFieldLabel(a.fieldName, lang);
    // An administrator's mail to a person ("Password reset e-mail sent"): the label says it all.
    if (ACCOUNT_MAIL_FIELDS.has(a.fieldName)) return field;
    if (INTERNAL_ID.test(a.newValue ?? '') || INTERNAL_ID.test(a.oldValue ?? '')) return t('activity.changedOnly', { field });
    // Values not shown (a tariff group): only that it changed.
    if (a.oldValue === null && a.newValue === null) return t('activity.changedOnly', { field });
    if (a.oldValue === null || a.oldValue === '') return t('activity.set', { field, to: value(a.fieldName, a.newValue) });
    return t('activity.changed', { field, from: value(a.fieldName, a.oldValue), to: value(a.fieldName, a.newValue) });
  };
}
