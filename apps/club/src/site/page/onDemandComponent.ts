import type { ComponentType } from 'react';

/** A promise React's `use` reads at once when it has settled: React looks at `status` and `value`. */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  result.status = 'pending';
  // Handlers that return nothing: returning `result` would hand its rejection on, unhandled.
  result.then(
    (value) => {
      Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}

/**
 * A component whose code loads on demand, once (HydrateWhenNear); `load` resolves when it can render
 * without waiting. Kept apart from HydrateWhenNear so a route's loader can start it without carrying it.
 */
export interface OnDemandComponent<Props extends object> {
  load(): Promise<ComponentType<Props>>;
}

export interface OnDemandInternals<Props extends object> extends OnDemandComponent<Props> {
  promise(): Tracked<ComponentType<Props>> | undefined;
}

export function onDemandComponent<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): OnDemandComponent<Props> {
  let promise: Tracked<ComponentType<Props>> | undefined;
  const internals: OnDemandInternals<Props> = {
    load: () => (promise ??= tracked(importer())),
    promise: () => promise,
  };
  return internals;
}
