/**
 * What Mantine's Table.ScrollContainer renders for `type="scrollarea"`, which the portal never uses
 * (its theme makes every table's scroll container native): a plain element that scrolls, so
 * Mantine's ScrollArea does not come with every table (../mantine-imports-plugin.ts).
 */
import type { ComponentProps, Ref } from 'react';

type Props = ComponentProps<'div'> & { ref?: Ref<HTMLDivElement>; offsetScrollbars?: unknown; scrollbarSize?: unknown; scrollHideDelay?: unknown; type?: unknown };

export function ScrollArea({ offsetScrollbars: _o, scrollbarSize: _s, scrollHideDelay: _h, type: _t, style, ...rest }: Props) {
  return <div {...rest} style={{ overflow: 'auto', ...style }} />;
}
