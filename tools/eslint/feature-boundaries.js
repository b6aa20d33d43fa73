import path from 'node:path';

/** `apps/<app>/src/features/<feature>/...` -> its app and feature, else null. */
function featureOf(file) {
  const m = /(?:^|\/)apps\/([^/]+)\/src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return m ? { app: m[1], feature: m[2] } : null;
}

/**
 * A feature never imports another feature's internals (bulletproof-react's unidirectional rule,
 * as `import/no-restricted-paths` writes it): features compose in the app's pages (src/pages, src/app);
 * what two features need lives in src/shared. Relative imports are resolved against the file.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a feature to import another feature's files" },
    schema: [],
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}' ({{source}}): features never import each other; compose them in a page (src/pages) or move what both need to src/shared.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const own = featureOf(file);
    if (!own) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(`${path.resolve(path.dirname(file), source)}/`);
      if (target && target.app === own.app && target.feature !== own.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: own.feature, to: target.feature, source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
