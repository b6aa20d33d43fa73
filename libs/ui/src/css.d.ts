// Side-effect imports of Mantine's CSS layers (the bundler handles them): known to the type check of
// this library alone (nx run @idea-portal/ui:typecheck), as libs/testing's declaration does for the whole repo.
declare module '*.css';
