import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';
import { historyFieldLabels } from '@idea-portal/contracts';
import { workflowEn } from './workflow.en';

export const NS = 'ideas';

/** Registers the 'ideas' namespace; called at load by every exposed module (idempotent). */
export function registerIdeasTranslations() {
  registerTranslations(NS, {
    // The workflow's labels under `wf`; the History tab labels every field the API writes.
    en: { ...en, wf: workflowEn, history: { ...en.history, fields: historyFieldLabels.en } },
    // German is a chunk of its own, loaded when German is in use (English readers never download it).
    de: () =>
      Promise.all([import(/* webpackChunkName: "ideas-texts-de" */ './de'), import(/* webpackChunkName: "ideas-texts-de" */ './workflow.de')]).then(([{ de }, { workflowDe }]) => ({
        ...de,
        wf: workflowDe,
        history: { ...de.history, fields: historyFieldLabels.de },
      })),
  });
}

export function useIdeasTranslation() {
  return useTranslation(NS);
}
