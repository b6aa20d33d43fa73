import { lazy, Suspense } from 'react';
import type { ExportMenuProps } from './ExportMenu';

export type { ExportFormat, ExportMenuProps } from './ExportMenu';

const Menu = lazy(() => import('./ExportMenu').then((m) => ({ default: m.ExportMenu })));

/**
 * The Export menu, its code fetched when a list first shows it: the shared ui chunk every page
 * loads (New Idea's first load is at its ceiling) does not carry it.
 */
export function ExportMenu(props: ExportMenuProps) {
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
