import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

/**
 * React.lazy for code loaded on first use, with SPEC 8's answer to a chunk that will not load: reload
 * the page once (the new deploy's page knows the new chunk names). While the reload happens the
 * promise never settles, so no error flashes first. `load` resolves to the component.
 */
export function lazyWithReload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy<ComponentType<Props>>(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) return new Promise(() => undefined);
      throw error;
    }
  });
}
