/**
 * The shell's German texts, a chunk of their own: English readers do not download them (about
 * 3.5 kB gzip). Without imports of shared libraries: the entry starts it before they are there.
 */
export const loadGermanTexts = () => import(/* webpackChunkName: "shell-texts-de" */ './de').then((m) => m.de);
