import { historyFieldLabelsEn, workflowValueLabelsEn } from '@idea-portal/contracts';
import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { NS } from './index';

/**
 * The History tab's field labels (`history.fields.*`) and the workflow's value labels
 * (`history.values.*`), both from the contracts: the tab registers them when it loads.
 */
export const NS_HISTORY = 'ideasHistory';

export function registerIdeasHistoryTranslations() {
  registerTranslations(NS_HISTORY, {
    en: { history: { fields: historyFieldLabelsEn, values: workflowValueLabelsEn } },
    de: () => import(/* webpackChunkName: "ideas-texts-de" */ './history.de').then((m) => ({ history: { fields: m.historyFieldLabelsDe, values: m.workflowValueLabelsDe } })),
  });
}

/** The field labels, and the ideas area's texts for every other key. */
export function useIdeasHistoryTranslation() {
  return useTranslation([NS_HISTORY, NS], { nsMode: 'fallback' });
}
