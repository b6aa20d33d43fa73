import { Progress } from '@idea-portal/ui';
import { useLocation, useAtomValue } from '@idea-portal/platform';
import { pendingLoadsAtom } from '../../../shared/loading-progress';
import { useTopProgress } from '../hooks/use-top-progress';

/** The top loading bar: runs while a remote area or a lazy page is loading. */
export function TopProgressBar() {
  const pending = useAtomValue(pendingLoadsAtom);
  const { pathname } = useLocation();
  const { value, visible } = useTopProgress(pending > 0, pathname);
  if (!visible) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      aria-label="Loading"
      transitionDuration={250}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
