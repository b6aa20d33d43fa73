// Nx plugin: gives every app and lib with a tsconfig.json its own `typecheck`, `lint` and `test`
// targets, so `nx affected -t lint typecheck test` runs only what a change touches. `npm test`
// still runs everything (tools/test.mjs).
/** 'apps/api/tsconfig.json' -> 'apps/api' (Nx passes workspace-relative paths with '/'). */
const dirname = (file) => file.slice(0, file.lastIndexOf('/'));

const cached = (command, inputs) => ({ command, cache: true, inputs });

function targetsFor(root) {
  return {
    typecheck: cached(`tsc -p ${root}/tsconfig.json --noEmit`, ['default', '^production', { externalDependencies: ['typescript'] }]),
    lint: cached(`eslint ${root} --max-warnings=0`, ['default', '^production', '{workspaceRoot}/eslint.config.js', { externalDependencies: ['eslint'] }]),
    // Each test file belongs to one Vitest project of the root config (pure, server, web).
    test: cached(`vitest run --passWithNoTests ${root}/`, ['default', '^production', '{workspaceRoot}/vitest.config.ts', { externalDependencies: ['vitest'] }]),
  };
}

module.exports = {
  name: 'idea-portal-project-targets',
  createNodes: [
    '{apps,libs}/*/tsconfig.json',
    async (files) => files.map((file) => [file, { projects: { [dirname(file)]: { targets: targetsFor(dirname(file)) } } }]),
  ],
};
