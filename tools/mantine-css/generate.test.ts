import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_DIR, deferredChunks, mantineCssFiles } from './generate';

describe("Mantine's sheets per component (libs/ui/src/mantine-css)", () => {
  const files = mantineCssFiles();

  it('are up to date with the components ui exports (else: npx tsx tools/mantine-css/generate.ts)', () => {
    expect(readdirSync(CSS_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(CSS_DIR, name), 'utf8'), name).toBe(text);
  });

  it('bring the sheets of what the first pages show, the global ones first, and no deferred component', () => {
    const first = files['first.ts']!;
    expect(first.indexOf('baseline')).toBeLessThan(first.indexOf('UnstyledButton'));
    // Button is built on UnstyledButton: its sheet comes along, in Mantine's order.
    expect(first.indexOf('/UnstyledButton.')).toBeLessThan(first.indexOf('/Button.'));
    for (const sheet of ['Notification', 'Indicator']) expect(first).toContain(`/${sheet}.layer.css`);
    for (const sheet of ['Checkbox', 'Tabs', 'Accordion', 'Pagination', 'AppShell', 'Combobox', 'Modal', 'Menu', 'Popover', 'Table', 'ScrollArea', 'Input', 'Grid']) expect(first).not.toContain(`/${sheet}.`);
  });

  it('give each deferred group the sheets its components need beyond the first load', () => {
    expect(files['choices.ts']).toContain('/Checkbox.layer.css');
    expect(files['choices.ts']).toContain('/InlineInput.layer.css');
    expect(files['idea-page.ts']).toContain('/Tabs.layer.css');
    expect(files['pagination.ts']).toContain('/Pagination.layer.css');
    // Table imports Mantine's ScrollArea (the build leaves its code out, tools/mf/mantine-imports-plugin.ts): both sheets come with the group.
    expect(files['tables.ts']).toContain('/Table.layer.css');
    expect(files['tables.ts']).toContain('/ScrollArea.layer.css');
    // Select is built on Combobox: its sheet comes with the group.
    expect(files['fields.ts']).toContain('/Combobox.layer.css');
    expect(files['overlays.ts']).toContain('/ModalBase.layer.css');
    expect(files['overlays.ts']).toContain('/Menu.layer.css');
    // TextInput is built on Input: its sheet comes with the group (and with each other group that needs it).
    expect(files['basics.ts']).toContain('/Input.layer.css');
    expect(files['grid.ts']).toContain('/Grid.layer.css');
  });

  it('are what each deferred chunk imports', () => {
    const chunks = deferredChunks();
    expect(chunks.map((f) => f.replace(/\.tsx?$/, '.ts')).sort()).toEqual(Object.keys(files).filter((f) => f !== 'first.ts').sort());
    for (const chunkFile of chunks) {
      const group = chunkFile.replace(/\.tsx?$/, '');
      const chunk = readFileSync(join(CSS_DIR, '../mantine-deferred/chunks', chunkFile), 'utf8');
      expect(chunk, group).toContain(`import '../../mantine-css/${group}';`);
    }
  });
});
