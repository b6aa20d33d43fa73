/**
 * The select, the multi-select and the tags field (groups `fields` and `pickers`). Their dropdowns
 * bring Combobox, Popover and floating-ui (about 40 kB gzip), which a page needs only once the
 * user turns to one. Until then each renders as a text field that looks the same: the label, the
 * chosen option's label or the placeholder, the chevron (not on the tags field), the description
 * and the error. Its code starts loading when the field is pointed at; the real one takes the
 * field's place when it is pressed (its dropdown opens), focused (it keeps the focus) or a key
 * opens it. Text typed into a tags field (or a searchable multi-select) before then is kept. A
 * multi-select or tags field with values loads at once: its pills are the real one's. Preloading
 * one with a page (loadDeferredMantine) loads the stand-in's group (./groups.ts).
 * Measured (tools/bench/results/first-load-mechanisms.md): 36-42 kB gzip less on the ideas list, New Idea and search (0.9 kB more elsewhere).
 */
import { useEffect, useRef, useState, type ChangeEvent, type ComponentType, type KeyboardEvent, type Ref } from 'react';
import { mergeRefs } from '@mantine/hooks';
import { DEFERRED_MANTINE } from './groups';
import { deferred, loaded, loadGroup, type Later } from './core';
import { useUiText } from '../i18n/use-ui-text';
import { notifyError } from '../notify/notify';

type PickerName = 'Select' | 'MultiSelect' | 'TagsInput';
type Item = string | { value: string; label?: string } | { group: string; items: Item[] };

/** The label of a value in Mantine's `data` (strings, options or groups of them). */
export function optionLabel(data: readonly Item[] | undefined, value: string): string | undefined {
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const label = optionLabel(item.items, value);
      if (label !== undefined) return label;
    } else if (item.value === value) return item.label ?? item.value;
  }
  return undefined;
}

/** Props of the dropdown and its options: the stand-in does not pass them to its text field. */
const PICKER_ONLY = [
  'data', 'value', 'defaultValue', 'onChange', 'searchable', 'clearable', 'allowDeselect', 'nothingFoundMessage',
  'maxValues', 'comboboxProps', 'searchValue', 'defaultSearchValue', 'onSearchChange', 'limit', 'filter',
  'checkIconPosition', 'withCheckIcon', 'hidePickedOptions', 'splitChars', 'acceptValueOnBlur', 'onOptionSubmit',
  'onClear', 'onDropdownOpen', 'onDropdownClose', 'dropdownOpened', 'defaultDropdownOpened', 'renderOption',
  'maxDropdownHeight', 'withScrollArea', 'scrollAreaProps', 'selectFirstOptionOnChange', 'clearButtonProps',
  'clearSectionMode', 'onRemove', 'allowDuplicates', 'onMaxTags', 'onDuplicate', 'hiddenInputProps',
  'hiddenInputValuesDivider', 'openOnFocus', 'autoSelectOnBlur', 'chevronColor', 'withAlignedLabels',
  'onFocus', 'onBlur', 'onClick', 'onKeyDown', 'ref', 'readOnly',
] as const;

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

function picker<N extends PickerName>(name: N): Later[N] {
  const group = DEFERRED_MANTINE[name];
  const TextInput = deferred('TextInput');
  const Chevron = deferred('ComboboxChevron');

  function DeferredPicker(props: Record<string, any>) {
    const [ready, setReady] = useState(() => !!loaded[name]);
    const [opened, setOpened] = useState(false);
    // Typed into a tags field (or a searchable multi-select) before its code is there: the real
    // one starts with it, so no keystroke is lost.
    const [typed, setTyped] = useState('');
    const typable = name === 'TagsInput' || (name === 'MultiSelect' && !!props.searchable);
    const focusReal = useRef(false);
    const pressing = useRef(false);
    const { text } = useUiText();
    const values: string[] = name === 'Select' ? [] : (props.value ?? props.defaultValue ?? []);
    const mustLoad = values.length > 0 && !ready;

    const load = (reportFailure: boolean) =>
      void loadGroup(group).then(
        () => setReady(true),
        () => {
          focusReal.current = false;
          setOpened(false);
          if (reportFailure) notifyError(text('partLoadFailed'));
        },
      );
    useEffect(() => {
      if (mustLoad) load(false);
    }, [mustLoad]); // eslint-disable-line react-hooks/exhaustive-deps -- load when values appear

    if (ready) {
      const Real = loaded[name] as unknown as ComponentType<any>;
      // Once, right after the swap: the real field takes the focus the stand-in had.
      const takeFocus = (node: HTMLInputElement | null) => {
        if (node && focusReal.current) {
          focusReal.current = false;
          node.focus();
          node.setSelectionRange?.(node.value.length, node.value.length);
        }
      };
      const search = typed && props.searchValue === undefined ? { defaultSearchValue: typed } : {};
      return <Real {...props} {...search} ref={mergeRefs(props.ref as Ref<HTMLInputElement>, takeFocus)} defaultDropdownOpened={props.defaultDropdownOpened ?? opened} />;
    }

    // Wanted: swapped in once its code is there, after the event that asked (a dropdown mounted
    // inside the click that opened it would take that click for one outside it).
    const want = (open: boolean) => {
      focusReal.current = true;
      if (open) setOpened(true);
      load(true);
    };
    const shown = name === 'Select' ? (props.value ?? props.defaultValue ?? null) : null;
    const fieldProps = { ...props };
    for (const key of PICKER_ONLY) delete fieldProps[key];
    return (
      <TextInput
        {...fieldProps}
        readOnly={!typable || props.readOnly}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        value={typed || (shown === null ? values.map((v) => optionLabel(props.data, v) ?? v).join(', ') : (optionLabel(props.data, shown) ?? ''))}
        onChange={(event: ChangeEvent<HTMLInputElement>) => typable && setTyped(event.currentTarget.value)}
        // The select and the multi-select show a chevron; the tags field none.
        rightSection={props.rightSection ?? (name === 'TagsInput' ? undefined : <Chevron size={props.size} error={props.error} />)}
        rightSectionPointerEvents="none"
        onPointerEnter={() => void loadGroup(group).catch(() => {})}
        onPointerDown={() => void (pressing.current = true)}
        onClick={() => {
          pressing.current = false;
          if (!props.disabled) want(true);
        }}
        // Focus by keyboard (a press swaps on its click instead).
        onFocus={() => !pressing.current && want(false)}
        onBlur={() => void (pressing.current = false)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // In a field one types into, Enter and Space are text (a tag's end), not a request to open.
          if (!OPENING_KEYS.has(event.key) || (typable && (event.key === ' ' || event.key === 'Enter'))) return;
          event.preventDefault();
          want(true);
        }}
      />
    );
  }
  DeferredPicker.displayName = name;
  return DeferredPicker as unknown as Later[N];
}

export const Select = picker('Select');
export const MultiSelect = picker('MultiSelect');
export const TagsInput = picker('TagsInput');
