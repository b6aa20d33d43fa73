import { historyFieldLabelsEn } from '@idea-portal/contracts';
import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { NS } from './index';

/** The History tab's field labels (`history.fields.*`, from the contracts): the tab registers them when it loads. */
export const NS_HISTORY = 'ideasHistory';

export function registerIdeasHistoryTranslations() {
  registerTranslations(NS_HISTORY, {
    en: { history: { fields: historyFieldLabelsEn } },
    de: () => import(/* webpackChunkName: "ideas-texts-de" */ './history.de').then((m) => ({ history: { fields: m.historyFieldLabelsDe } })),
  });
}

/** The field labels, and the ideas area's texts for every other key. */
export function useIdeasHistoryTranslation() {
  return useTranslation([NS_HISTORY, NS], { nsMode: 'fallback' });
}
