import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The boundary rules must fail on the imports they exist to forbid. */
const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// The Nx rules read the cached project graph and are skipped without one (a fresh clone, or a
// graph being rewritten after a change): computed first. The first lint loads the whole ESLint
// configuration: seconds on a busy machine, more than Vitest's default 5 s.
beforeAll(() => createProjectGraphAsync({ exitOnError: false }), 120_000);

describe('module boundaries', { timeout: 60_000 }, () => {
  it('refuses a remote importing another app', async () => {
    const found = await messages("import { routes } from '@idea-portal/my-page-mfe';\nexport const r = routes;\n", 'apps/ideas-mfe/src/probe.ts');
    expect(found.join('\n')).toMatch(/Apps never import other apps/);
  });

  it("refuses a feature importing another feature's files; its own files, shared code and pages composing features pass", async () => {
    const cross = await messages("import { x } from '../../comments/api/create-comment';\nexport const y = x;\n", 'apps/ideas-mfe/src/features/idea-form/components/Probe.tsx');
    expect(cross.join('\n')).toMatch(/features\/no-cross-feature-imports: The feature 'idea-form' imports the feature 'comments'/);
    const lazy = await messages("export const y = () => import('../../history/components/HistoryTab');\n", 'apps/ideas-mfe/src/features/idea-detail/components/Probe.tsx');
    expect(lazy.join('\n')).toMatch(/no-cross-feature-imports/);
    const allowed = [
      ["import { x } from '../api/save-idea';\nimport { y } from '../../../shared/api/create-comment';\nexport const z = [x, y];\n", 'apps/ideas-mfe/src/features/idea-form/components/Probe.tsx'],
      ["import { x } from '../../features/comments/components/CommentsSection';\nimport { y } from '../../features/history/components/HistoryTab';\nexport const z = [x, y];\n", 'apps/ideas-mfe/src/pages/idea-detail/Probe.tsx'],
    ] as const;
    for (const [code, file] of allowed) expect((await messages(code, file)).filter((m) => m.includes('no-cross-feature-imports'))).toEqual([]);
  });

  it('refuses Node built-ins and server packages in browser code', async () => {
    const found = await messages(
      "import { readFileSync } from 'node:fs';\nimport { Pool } from 'pg';\nexport const x = [readFileSync, Pool];\n",
      'libs/platform/src/probe.ts',
    );
    expect(found.join('\n')).toMatch(/Node-only code cannot run in the browser/);
    expect(found.join('\n')).toMatch(/not allowed to import "pg"/);
  });

  it('refuses React in the pure contracts library', async () => {
    const found = await messages("import { useState } from 'react';\nexport const s = useState;\n", 'libs/contracts/src/probe.ts');
    expect(found.join('\n')).toMatch(/not allowed to import "react"/);
  });

  it('refuses react-i18next and jotai outside the platform library (shared whole, they would be about 11 kB more)', async () => {
    const code = "import { useTranslation } from 'react-i18next';\nimport { atom } from 'jotai';\nexport const x = [useTranslation, atom];\n";
    for (const file of ['apps/ideas-mfe/src/probe.ts', 'libs/ui/src/probe.ts']) {
      const found = (await messages(code, file)).join('\n');
      expect(found).toMatch(/Import react-i18next from '@idea-portal\/platform'/);
      expect(found).toMatch(/Import jotai from '@idea-portal\/platform'/);
    }
    expect((await messages(code, 'libs/platform/src/probe.ts')).filter((m) => /no-restricted-imports/.test(m))).toEqual([]);
  });

  it('lets a remote import the shared libraries', async () => {
    const found = await messages("import { statusLabel } from '@idea-portal/domain';\nexport const l = statusLabel;\n", 'apps/ideas-mfe/src/probe.ts');
    expect(found.filter((m) => /enforce-module-boundaries|no-restricted-imports/.test(m))).toEqual([]);
  });
});
