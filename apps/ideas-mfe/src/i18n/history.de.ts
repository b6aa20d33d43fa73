// The German field and value labels, in the German texts' chunk (./history.ts loads it when German is in use).
export { historyFieldLabelsDe, workflowValueLabelsDe } from '@idea-portal/contracts';
