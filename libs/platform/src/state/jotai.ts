/**
 * The jotai the portal uses, by name. Browser apps import it only from @idea-portal/platform
 * (eslint forbids it elsewhere), and the platform is shared once: its shared chunk carries just
 * these exports, tree-shaken, where jotai and its subpaths shared on their own are whole (about
 * 9 kB gzip against about 3 kB). The default store lives in this one copy.
 * Using an export that is not listed here: add it to this list.
 */
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
