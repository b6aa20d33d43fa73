import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { esmTwin } from './federation-runtime-esm-plugin';

const modules = fileURLToPath(new URL('../../node_modules/@module-federation/', import.meta.url));

describe('esmTwin', () => {
  it('gives the ES module build of a federation runtime file (.js or .mjs)', () => {
    expect(esmTwin(`${modules}runtime-core/dist/core.cjs`)).toBe(`${modules}runtime-core/dist/core.js`);
    expect(esmTwin(`${modules}error-codes/dist/desc.cjs`)).toBe(`${modules}error-codes/dist/desc.mjs`);
    expect(esmTwin(`${modules}inject-external-runtime-core-plugin/dist/index.cjs`)).toBe(`${modules}inject-external-runtime-core-plugin/dist/index.js`);
  });

  it('leaves other packages, ES modules and files without a twin alone', () => {
    expect(esmTwin('/x/node_modules/react-dom/cjs/react-dom-client.production.cjs', () => true)).toBeUndefined();
    expect(esmTwin(`${modules}runtime-core/dist/core.js`)).toBeUndefined();
    expect(esmTwin('/x/node_modules/@module-federation/sdk/dist/gone.cjs', () => false)).toBeUndefined();
  });
});
