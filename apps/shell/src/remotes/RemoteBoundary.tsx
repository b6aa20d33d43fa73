import { Suspense, useState, type ReactNode } from 'react';
import { LoadingState, Loader } from '@idea-portal/ui';
import type { RemoteKey } from './load-remote';
import { forgetRemoteModule, useRemoteModule } from './use-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useShellText } from '../shared/use-shell-text';

export interface RemoteBoundaryProps<M> {
  remote: RemoteKey;
  module: string;
  /** 'area' for route areas, 'inline' for small header widgets. */
  variant?: 'area' | 'inline';
  children: (mod: M) => ReactNode;
}

function RemoteContent<M>({ remote, module, variant, children }: RemoteBoundaryProps<M>) {
  const { t } = useShellText();
  const { mod, error, loading } = useRemoteModule<M>(remote, module);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (loading || mod === undefined) return variant === 'inline' ? <Loader size="xs" aria-label={t('remote.loading')} /> : <LoadingState label={t('remote.loading')} />;
  return <>{children(mod)}</>;
}

/**
 * Every remote mount sits in here: load (with the loader's network retry), Suspense for the
 * remote's own lazy parts, and an error boundary whose fallback retries the load.
 */
export function RemoteBoundary<M>(props: RemoteBoundaryProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const variant = props.variant ?? 'area';
  const retry = () => {
    forgetRemoteModule(props.remote, props.module);
    setAttempt((n) => n + 1);
  };
  const fallback = variant === 'inline' ? <Loader size="xs" /> : <LoadingState />;
  return (
    <RemoteErrorBoundary key={attempt} name={`${props.remote}/${props.module}`} fallback={<RemoteUnavailable variant={variant} onRetry={retry} />}>
      <Suspense fallback={fallback}>
        <RemoteContent {...props} variant={variant} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
