import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads ahead of its first use (issue 30: the players, when something that opens
 * one comes into view or under the pointer), or at the latest when it is first wanted
 * (usePreloadedComponent). A failed load is forgotten: the next asks again.
 */
export interface PreloadedComponent<Props extends object> {
  /** Loads the code (a module already loaded answers at once); resolves to the component. */
  preload(): Promise<ComponentType<Props>>;
  /** The component once its code has loaded, otherwise null. */
  loaded(): ComponentType<Props> | null;
  /** The site's answer to a failed load (SPEC 8): true when it reloads the page for it, so nothing shows it. */
  reloadsFor(error: unknown): boolean;
}

export interface PreloadedComponentOptions {
  /**
   * SPEC 8: whether the page reloads for this failed load (a chunk a deploy replaced while the page was
   * open: each site reloads once, with its own guard). When it does, nothing shows the error meanwhile.
   */
  reloadsFor?: (error: unknown) => boolean;
}

export function preloadedComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { reloadsFor = () => false }: PreloadedComponentOptions = {},
): PreloadedComponent<Props> {
  let component: ComponentType<Props> | null = null;
  return {
    reloadsFor,
    preload: async () => {
      const loaded = await load();
      component = loaded;
      return loaded;
    },
    loaded: () => component,
  };
}

/**
 * `part`'s component once `wanted` (an overlay opened), or null while its code loads. Not React.lazy: a
 * lazy component suspends on its first render even when its code is already here (the import answers a
 * microtask later), and React then holds its Suspense boundary's content back until 300 ms after the
 * fallback showed (its fallback throttle): issue 30 found those 300 ms between the click on a Club TV card
 * and the session check, on both sites. Preloaded, the component renders in the render that wants it (the click's own),
 * and its effects (the session check) run at once; otherwise its code loads then, and it renders with a
 * plain update when it arrives, which React does not hold back. It is one function either way, so
 * nothing below is mounted twice. SPEC 8: a chunk that will not load reloads the page once (the site's
 * `reloadsFor`); otherwise the error goes to the error boundary, as React.lazy's would.
 */
export function usePreloadedComponent<Props extends object>(
  part: PreloadedComponent<Props>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [arrived, setArrived] = useState<ComponentType<Props> | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const component = arrived ?? (wanted ? part.loaded() : null);
  useEffect(() => {
    if (!wanted || component !== null) return undefined;
    let current = true;
    part.preload().then(
      (loaded) => {
        if (current) setArrived(() => loaded);
      },
      (error: unknown) => {
        // While the page reloads, nothing shows the error.
        if (part.reloadsFor(error)) return;
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [part, wanted, component]);
  if (failure) throw failure.error;
  return component;
}
