/**
 * What Mantine's ScrollArea takes from `@floating-ui/react`: `useMergeRefs`, and nothing else
 * (../mantine-imports-plugin.ts points its import here). Mantine's own hook does the same.
 */
import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
