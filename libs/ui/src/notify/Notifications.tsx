/**
 * Mantine's notifications container, loaded when the first toast is shown or when the user first
 * presses a key or a pointer, whichever comes first: no first page shows a toast, and the
 * container (with its transitions, swipe and scroll handling) is about 11 kB gzip. A toast shown
 * before it is there waits in Mantine's store and appears when it mounts. A load that fails is
 * asked for again with the next toast.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useNotifications, type Notifications as MantineNotifications } from '@mantine/notifications';

type Props = ComponentProps<typeof MantineNotifications>;

let Container: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;

function loadContainer(): Promise<void> {
  loading ??= import(/* webpackChunkName: "ui-toasts" */ './toasts-container').then(
    (m) => void (Container = m.Notifications),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function Notifications(props: Props) {
  const shown = useNotifications().notifications.length;
  const [ready, setReady] = useState(() => !!Container);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const activate = () => setActive(true);
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', activate, options);
    window.addEventListener('keydown', activate, options);
    return () => {
      window.removeEventListener('pointerdown', activate, options);
      window.removeEventListener('keydown', activate, options);
    };
  }, []);
  useEffect(() => {
    if (ready || (!active && shown === 0)) return;
    let live = true;
    loadContainer().then(
      () => live && setReady(true),
      () => {},
    );
    return () => void (live = false);
  }, [ready, active, shown]);
  return ready && Container ? <Container {...props} /> : null;
}
