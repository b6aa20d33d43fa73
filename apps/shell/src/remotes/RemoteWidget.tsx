import type { ComponentType } from 'react';
import type { RemoteKey } from './load-remote';
import { RemoteBoundary } from './RemoteBoundary';

/** A widget module exports a component named like the module (or a default export). */
export function widgetOf<P>(mod: unknown, name: string): ComponentType<P> {
  const m = mod as Record<string, unknown> | null;
  const component = (m?.[name] ?? m?.default) as ComponentType<P> | undefined;
  if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`Remote widget ${name} has no component export`);
  return component as ComponentType<P>;
}

export function RemoteWidget<P extends object>({ remote, module, props, variant = 'inline' }: { remote: RemoteKey; module: string; props?: P; variant?: 'area' | 'inline' }) {
  return (
    <RemoteBoundary<unknown> remote={remote} module={module} variant={variant}>
      {(mod) => {
        const Widget = widgetOf<P>(mod, module);
        return <Widget {...((props ?? {}) as P)} />;
      }}
    </RemoteBoundary>
  );
}
