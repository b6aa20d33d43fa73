/**
 * The idea form's contract checks (./idea-checks.ts, with zod) as a chunk of their own: the forms
 * ask for it when they are first focused or sent, so the page's first load carries no zod.
 */
export const loadIdeaChecks = () => import(/* webpackChunkName: "idea-checks" */ './idea-checks');
