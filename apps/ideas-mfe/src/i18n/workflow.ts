import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { NS } from './index';
import { workflowEn } from './workflow.en';

/** The workflow panels' texts (`wf.*`): the idea page's process tab registers them when it loads. */
export const NS_WORKFLOW = 'ideasWorkflow';

export function registerIdeasWorkflowTranslations() {
  registerTranslations(NS_WORKFLOW, {
    en: { wf: workflowEn },
    de: () => import(/* webpackChunkName: "ideas-texts-de" */ './workflow.de').then((m) => ({ wf: m.workflowDe })),
  });
}

/** The workflow's texts, and the ideas area's for every other key. */
export function useIdeasWorkflowTranslation() {
  return useTranslation([NS_WORKFLOW, NS], { nsMode: 'fallback' });
}
