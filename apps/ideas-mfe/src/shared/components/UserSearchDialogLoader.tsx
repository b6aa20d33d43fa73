import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadDeferredMantine, notifyError, useUiText } from '@idea-portal/ui';
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

type Dialog = ComponentType<UserSearchDialogProps>;
let loaded: Dialog | null = null;
let loading: Promise<Dialog> | null = null;
const load = () =>
  (loading ??= Promise.all([import(/* webpackChunkName: "user-search" */ './UserSearchDialog'), loadDeferredMantine('TextInput')]).then(
    ([m]) => (loaded = m.UserSearchDialog),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The people search, whose code (and its search field's) loads when it is first opened, not with
 * the page that offers it; once there it stays mounted, so it closes with its transition. When
 * the code cannot load (offline, a redeploy) a toast says so and the next open asks again.
 */
export function UserSearchDialogLoader(props: UserSearchDialogProps) {
  const failedText = useRef('');
  failedText.current = useUiText().text('partLoadFailed');
  const [UserSearchDialog, setDialog] = useState<Dialog | null>(() => loaded);
  const { opened, onClose } = props;
  useEffect(() => {
    if (!opened || UserSearchDialog) return;
    let live = true;
    load().then(
      (dialog) => live && setDialog(() => dialog),
      () => {
        if (!live) return;
        notifyError(failedText.current);
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [opened, UserSearchDialog, onClose]);
  return UserSearchDialog ? <UserSearchDialog {...props} /> : null;
}
