/**
 * The react-i18next the portal uses, by name. Browser apps import it only from
 * @idea-portal/platform (eslint forbids it elsewhere), and the platform is shared once: its shared
 * chunk carries just these exports, tree-shaken, where react-i18next shared on its own is whole
 * (its Trans component and HTML parser included: about 8 kB gzip against about 1.5 kB). The
 * instance that initReactI18next registers and the provider's context live in this one copy.
 * Using an export that is not listed here: add it to this list.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
