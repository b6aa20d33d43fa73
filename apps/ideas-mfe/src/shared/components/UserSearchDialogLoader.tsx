import { useEffect, useRef, useState } from 'react';
import { lazyComponent, loadDeferredMantine, notifyError, useUiText } from '@idea-portal/ui';
import type { UserProfile } from '@idea-portal/contracts';

export interface UserSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen person; the dialog stays open so several can be chosen. */
  onSelect: (user: UserProfile) => void | Promise<unknown>;
  /** Ids shown as already chosen (not selectable). */
  excludeIds?: readonly string[];
  title?: string;
}

const UserSearchDialog = lazyComponent<UserSearchDialogProps>(() =>
  Promise.all([import(/* webpackChunkName: "user-search" */ './UserSearchDialog'), loadDeferredMantine('TextInput')]).then(([m]) => m.UserSearchDialog),
);

/**
 * The people search, whose code (and its search field's) loads when it is first opened, not with
 * the page that offers it; once there it stays mounted, so it closes with its transition. When
 * the code cannot load (offline, a redeploy) a toast says so and the next open asks again.
 */
export function UserSearchDialogLoader(props: UserSearchDialogProps) {
  const failedText = useRef('');
  failedText.current = useUiText().text('partLoadFailed');
  const [ready, setReady] = useState(false);
  const { opened, onClose } = props;
  useEffect(() => {
    if (!opened || ready) return;
    let live = true;
    void UserSearchDialog.arrived().then((arrived) => {
      if (!live) return;
      if (arrived) return setReady(true);
      notifyError(failedText.current);
      onClose();
    });
    return () => {
      live = false;
    };
  }, [opened, ready, onClose]);
  return ready ? <UserSearchDialog {...props} /> : null;
}
