import { createElement, lazy, useState, type ComponentType } from 'react';
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

/**
 * lazyWithReload for code the page loads ahead of its first use (`preload`: when what opens it comes into
 * view or under the pointer). React.lazy suspends on its first render even when its code is already here
 * (the import answers a microtask later), and React then holds the Suspense boundary's content back until
 * 300 ms after its fallback showed (its fallback throttle): issue 30 found those 300 ms between the click on
 * a Club TV card and the session check. Once `preload` has finished, a mount renders the loaded component
 * itself, in the click's own render; before that it is lazyWithReload's. Chosen once per mount: turning
 * from one to the other would mount everything below again (a playing video would start over).
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  const preload = async (): Promise<ComponentType<Props>> => {
    const component = await load();
    loaded = component;
    return component;
  };
  const Lazy = lazyWithReload(preload);
  function Preloaded(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: Preloaded, preload };
}
