// The German field labels, in the German texts' chunk (./history.ts loads it when German is in use).
export { historyFieldLabelsDe } from '@idea-portal/contracts';
