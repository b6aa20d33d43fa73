/**
 * The single-bundle comparison build's stand-in for apps/shell/src/remotes/federation-libs.ts:
 * with no remote entries to serve, it sets no Module Federation globals, so the single bundle
 * carries no federation code at all (that file takes the bundler runtime, and with it the runtime).
 */
export {};
