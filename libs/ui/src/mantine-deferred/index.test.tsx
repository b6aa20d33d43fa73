import { Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../theme';

/** A fresh copy of the module: nothing loaded yet (the test setup loads the shared copy before every test file). */
async function freshDeferred() {
  vi.resetModules();
  return import('./index');
}

// Rendered as in a browser, outside act(): React retries a suspended tree when the chunk is there,
// which it does not inside an act() scope that nobody awaits.
const roots: Root[] = [];
function wrap(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  root.render(
    <MantineProvider theme={theme}>
      <Suspense fallback={<p>loading controls</p>}>{ui}</Suspense>
    </MantineProvider>,
  );
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy whose chunk of this group (`overlays`, `fields`) counts its loads. */
async function withCounted(group: 'overlays' | 'fields') {
  vi.resetModules();
  const load = vi.fn();
  vi.doMock(`./chunks/${group}`, async () => {
    load();
    return vi.importActual(`./chunks/${group}`);
  });
  return { load, ...(await import('./index')) };
}

/**
 * A button in a tooltip that rendered before a dialog loaded the overlays' chunk (a page's row
 * after its first dialog), with what else the page shows beside it; returns the button.
 */
async function tooltipTarget(label: string, text: string, { onClick, beside }: { onClick?: () => void; beside?: ReactNode } = {}) {
  const { Tooltip, loadDeferredMantine } = await freshDeferred();
  wrap(
    <>
      <Tooltip label={label}>
        <button type="button" onClick={onClick}>
          {text}
        </button>
      </Tooltip>
      {beside}
    </>,
  );
  const target = await screen.findByRole('button', { name: text });
  await loadDeferredMantine('Modal');
  return target;
}

/** Pointer events on an element, one after another. */
const point = (target: Element, ...types: string[]) => types.forEach((type) => target.dispatchEvent(new PointerEvent(type, { bubbles: true })));

/** The header's language menu, made of the given (deferred) Menu. */
function wrapLanguageMenu(Menu: Awaited<ReturnType<typeof freshDeferred>>['Menu']) {
  wrap(
    <Menu>
      <Menu.Target>
        <button type="button">Language: EN</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Deutsch</Menu.Item>
      </Menu.Dropdown>
    </Menu>,
  );
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
});

describe('deferred Mantine components', () => {
  it('wait for their chunk, then render as Mantine does, compound parts and refs included', async () => {
    const { Radio, Tabs } = await freshDeferred();
    const ref = { current: null as HTMLInputElement | null };
    wrap(
      <>
        <Radio.Group label="Decision" defaultValue="yes">
          <Radio value="yes" label="Yes" ref={ref} />
          <Radio value="no" label="No" />
        </Radio.Group>
        <Tabs defaultValue="a">
          <Tabs.List>
            <Tabs.Tab value="a">First tab</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="a">First panel</Tabs.Panel>
        </Tabs>
      </>,
    );
    await flush();
    expect(screen.getByText('loading controls')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: 'Decision' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('tab', { name: 'First tab' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('First panel')).toBeTruthy();
  });

  it('render at once after loadDeferredMantine, which loads only the named components’ group', async () => {
    const { loadDeferredMantine, Switch, TagsInput } = await freshDeferred();
    await loadDeferredMantine('Switch');
    wrap(<Switch label="Notify me" />);
    await flush();
    expect(screen.getByRole('switch', { name: 'Notify me' })).toBeTruthy();
    // TagsInput is in another group: it still waits for its chunk.
    wrap(<TagsInput label="Tags" />);
    await flush();
    expect(screen.getByText('loading controls')).toBeTruthy();
    expect((await screen.findAllByLabelText('Tags')).length).toBeGreaterThan(0);
    expect(screen.queryByText('loading controls')).toBeNull();
  });

  it('after a chunk failed to load, the next render asks for it again', async () => {
    vi.resetModules();
    vi.doMock('./chunks/choices', () => {
      throw new Error('chunk failed');
    });
    const { loadDeferredMantine, Switch } = await import('./index');
    await expect(loadDeferredMantine('Switch')).resolves.toBeUndefined();
    vi.doUnmock('./chunks/choices');
    wrap(<Switch label="Notify me" />);
    expect(await screen.findByRole('switch', { name: 'Notify me' })).toBeTruthy();
  });

  it('a closed dialog loads nothing and leaves the page alone; opened, it shows once its chunk is there', async () => {
    const { load, Modal } = await withCounted('overlays');
    const page = (opened: boolean) => (
      <>
        <p>The page</p>
        <Modal opened={opened} onClose={() => {}} title="Delete idea?">
          Really?
        </Modal>
      </>
    );
    wrap(page(false));
    await flush();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    roots[0]!.render(<MantineProvider theme={theme}>{page(true)}</MantineProvider>);
    await flush();
    // The page stays while the dialog's chunk loads (its own Suspense, no page fallback).
    expect(screen.getByText('The page')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Delete idea?' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    vi.doUnmock('./chunks/overlays');
  });

  it('a tooltip: its target shows at once and loads nothing; pointed at, the tooltip shows once its chunk is there', async () => {
    const { load, Tooltip } = await withCounted('overlays');
    wrap(
      <Tooltip label="Remote unavailable">
        <button type="button">Retry</button>
      </Tooltip>,
    );
    const target = await screen.findByRole('button', { name: 'Retry' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    point(target, 'pointerover');
    expect(await screen.findByText('Remote unavailable')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    vi.doUnmock('./chunks/overlays');
  });

  it('a tooltip whose chunk is there (a dialog loaded it) waits with the swap until its target is released: the click counts', async () => {
    const clicks = vi.fn();
    // The page's tooltips rendered before; then a dialog (Edit, Cancel) loaded the overlays' chunk.
    const target = await tooltipTarget('Deactivate', 'Deactivate Chris', { onClick: clicks });
    // A quick click: pointer over, pressed, and the chunk's promise settles before the release.
    point(target, 'pointerover', 'pointerdown');
    await flush();
    await flush();
    expect(target.isConnected).toBe(true);
    point(target, 'pointerup');
    target.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    // Released, it becomes the real tooltip (the pointer is still there: it shows).
    expect(await screen.findByText('Deactivate')).toBeTruthy();
    expect(target.isConnected).toBe(false);
  });

  it('a tooltip swapped after its press opened a dialog leaves the focus where the dialog put it', async () => {
    const target = await tooltipTarget('Delete comment', 'Delete', { beside: <button type="button">Cancel</button> });
    // Pressed (and so focused) before the chunk's promise settled: the swap waits for the release.
    point(target, 'pointerover', 'pointerdown');
    target.focus();
    await flush();
    point(target, 'pointerup');
    // The click opened a dialog, whose focus trap moved the focus to its Cancel before the swap rendered.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await flush();
    await flush();
    expect(target.isConnected).toBe(false);
    expect(document.activeElement).toBe(cancel);
  });

  it('a tooltip swapped while its target had the focus gives the focus to the new target', async () => {
    const target = await tooltipTarget('Delete comment', 'Delete');
    target.focus();
    await flush();
    await flush();
    expect(target.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('a menu: its target shows at once and loads nothing; pressed, the menu opens once its chunk is there, the focus on its target', async () => {
    const { load, Menu } = await withCounted('overlays');
    wrapLanguageMenu(Menu);
    const target = await screen.findByRole('button', { name: 'Language: EN' });
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    expect(target.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('loading controls')).toBeNull();
    await flush();
    expect(load).not.toHaveBeenCalled();

    target.focus();
    target.click();
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    const real = screen.getByRole('button', { name: 'Language: EN' });
    expect(real.getAttribute('aria-expanded')).toBe('true');
    // The old target had the focus: the new one (or the menu it opened) has it now, not the page.
    const menu = document.getElementById(real.getAttribute('aria-controls')!);
    expect(document.activeElement === real || !!menu?.contains(document.activeElement)).toBe(true);
    vi.doUnmock('./chunks/overlays');
  });

  it('a menu whose chunk cannot load: a press says so, and the next press asks again', async () => {
    vi.resetModules();
    const notifyError = vi.fn();
    vi.doMock('../notify/notify', () => ({ notifyError }));
    vi.doMock('./chunks/overlays', () => {
      throw new Error('chunk failed');
    });
    const { Menu } = await import('./index');
    wrapLanguageMenu(Menu);
    (await screen.findByRole('button', { name: 'Language: EN' })).click();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('This could not be loaded. Check your connection and try again.'));
    vi.doUnmock('./chunks/overlays');
    screen.getByRole('button', { name: 'Language: EN' }).click();
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeTruthy();
    expect(notifyError).toHaveBeenCalledTimes(1);
    vi.doUnmock('../notify/notify');
  });
});

const CATEGORIES = [
  { value: 'it', label: 'IT & Digital' },
  { value: 'safety', label: 'Safety' },
];

describe('deferred selects', () => {
  afterEach(() => vi.doUnmock('./chunks/fields'));

  it('show the chosen label in a read-only field and load nothing until wanted; pressed, the dropdown opens and a choice reaches onChange', async () => {
    const { load, Select } = await withCounted('fields');
    const onChange = vi.fn();
    wrap(<Select label="Category" placeholder="Choose a category" data={CATEGORIES} value="it" onChange={onChange} error="Pick one" />);
    const field = (await screen.findByRole('combobox', { name: 'Category' })) as HTMLInputElement;
    expect(field.value).toBe('IT & Digital');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Pick one')).toBeTruthy();
    await flush();
    expect(load).not.toHaveBeenCalled();

    field.focus();
    point(field, 'pointerdown');
    field.click();
    (await screen.findByRole('option', { name: 'Safety' })).click();
    expect(onChange).toHaveBeenCalledWith('safety', expect.objectContaining({ value: 'safety' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('focused by keyboard, the real select takes the field and the focus; an arrow key then opens it', async () => {
    const { Select } = await withCounted('fields');
    wrap(<Select label="Sort" data={['Newest', 'Oldest']} defaultValue="Newest" />);
    const standIn = await screen.findByRole('combobox', { name: 'Sort' });
    standIn.focus();
    await vi.waitFor(() => expect(document.activeElement).not.toBe(standIn));
    const real = document.activeElement as HTMLInputElement;
    expect(real).toBe(screen.getByRole('combobox', { name: 'Sort' }));
    expect(real.value).toBe('Newest');
    real.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true }));
    await vi.waitFor(() => expect(real.getAttribute('aria-expanded')).toBe('true'));
  });

  it('a multi-select with values loads at once (its pills are the real one’s); without values it waits', async () => {
    const { MultiSelect } = await freshDeferred();
    wrap(<MultiSelect label="Status" placeholder="All statuses" data={['Draft', 'Review']} value={[]} onChange={() => {}} />);
    const empty = (await screen.findByRole('combobox', { name: 'Status' })) as HTMLInputElement;
    expect(empty.readOnly).toBe(true);
    expect(empty.placeholder).toBe('All statuses');
    wrap(<MultiSelect label="Chosen" data={['Draft', 'Review']} value={['Review']} onChange={() => {}} />);
    expect(await screen.findByText('Review', { selector: '.mantine-Pill-label' })).toBeTruthy();
  });

  it('a tags field keeps what was typed before its code was there', async () => {
    const { TagsInput } = await freshDeferred();
    wrap(<TagsInput label="Tags" placeholder="Type a tag and press Enter" />);
    const standIn = (await screen.findByRole('combobox', { name: 'Tags' })) as HTMLInputElement;
    expect(standIn.readOnly).toBe(false);
    fireEvent.change(standIn, { target: { value: 'energy' } });
    expect(standIn.value).toBe('energy');
    standIn.focus();
    await vi.waitFor(() => expect(document.activeElement).not.toBe(standIn));
    expect((document.activeElement as HTMLInputElement).value).toBe('energy');
  });

  it('a select whose chunk cannot load: a press says so, and the field stays as it was', async () => {
    vi.resetModules();
    const notifyError = vi.fn();
    vi.doMock('../notify/notify', () => ({ notifyError }));
    vi.doMock('./chunks/fields', () => {
      throw new Error('chunk failed');
    });
    const { Select } = await import('./index');
    wrap(<Select label="Category" data={CATEGORIES} value="safety" />);
    const field = (await screen.findByRole('combobox', { name: 'Category' })) as HTMLInputElement;
    point(field, 'pointerdown');
    field.click();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('This could not be loaded. Check your connection and try again.'));
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('Safety');
    vi.doUnmock('../notify/notify');
  });
});
