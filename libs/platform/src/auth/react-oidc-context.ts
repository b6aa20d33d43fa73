/**
 * The react-oidc-context the portal uses, by name: imported only from @idea-portal/platform, whose
 * one shared copy holds the sign-in state's context, tree-shaken instead of shared whole.
 */
export { AuthProvider, useAuth } from 'react-oidc-context';
