import { lockBackgroundAtom } from '@club/site-state';
import { useRouter } from '@tanstack/react-router';
import { navigatesInPage, isChunkLoadError, reloadOnceForChunkError } from '@tooling/ssr/app';
import { useStore } from 'jotai';
import { memo, Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { tracked, type OnDemandComponent, type OnDemandInternals, type Tracked } from './onDemandComponent';

/**
 * A block hydrates once any of it is on the screen: a phone whose first screen shows the top of a block
 * loads its code at once; one that shows none of it loads nothing for it until the fan scrolls. Behind an
 * overlay (the video player, a panel) it is not on the screen: it waits for the last one to close.
 */
const nearMargin = '0px';

/**
 * What a hydrating block waits for: `promise` settles with the code once `open` has been called (the
 * block came near, the fan reached into it, or the page is navigating away) and the code has loaded.
 * It never settles if the code cannot load and the page is not reloaded for it (SPEC 8): the server's
 * HTML then stays, readable, its links working.
 */
interface Gate<Props extends object> {
  promise: Tracked<ComponentType<Props>>;
  open(): void;
}

function createGate<Props extends object>(part: OnDemandInternals<Props>): Gate<Props> {
  let open = () => undefined as void;
  const promise = tracked(
    new Promise<ComponentType<Props>>((resolve) => {
      let opened = false;
      open = () => {
        if (opened) return;
        opened = true;
        part.load().then(resolve, (error: unknown) => {
          if (isChunkLoadError(error)) reloadOnceForChunkError();
          console.error('Problem loading part of the page', error);
        });
      };
    }),
  );
  return { promise, open: () => open() };
}

/**
 * The parts of a page below its first screen (issue 13: hydrate no markup the fan has not asked for).
 * On the server, and on a navigation in the browser (the route's loader awaits `part.load()` first),
 * it renders `part` at once. When the page hydrates, `part`'s code is not in the first load: the
 * server's HTML stays as it is (React keeps a suspended boundary's server markup) until the block
 * comes near the screen, the fan reaches into it (a pointer over it, a touch, a focus) or the page
 * navigates; then the code loads and the block hydrates, from the data already in the query cache.
 *
 * Before that, a click on one of its links is the router's (a navigation in the page, as once
 * hydrated), and a click on one of its buttons waits for the block and is then made again on the
 * same button (hydration keeps the server's elements). `props` must keep its identity between renders
 * (memoise it): a waiting block that receives new props or context is rendered again from scratch.
 */
function HydrateWhenNearImpl<Props extends object>({ part, props }: { part: OnDemandComponent<Props>; props: Props }) {
  const internals = part as OnDemandInternals<Props>;
  const router = useRouter();
  const store = useStore();
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (internals.promise()?.status === 'fulfilled' ? null : createGate(internals)));
  // Set once the block is hydrated (or rendered, on a navigation): from then on its own handlers act.
  const [ready, setReady] = useState(gate === null);
  const pendingClick = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (ready || !element || !gate) return undefined;
    // Near while an overlay covers the page (SPEC 3's lockBackground; the video player scrolls the page to
    // the top as it opens, which brought the live strip into view while the player started: issue 30):
    // once the last one has closed.
    let near = false;
    const openIfSeen = () => {
      if (near && !store.get(lockBackgroundAtom)) gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? near;
        openIfSeen();
      },
      { rootMargin: nearMargin },
    );
    const unsubscribeLock = store.sub(lockBackgroundAtom, openIfSeen);
    observer.observe(element);
    // React stops the propagation of an event aimed into markup it has not hydrated yet, at the
    // document: these listen on the window, before it.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onIntent = (event: Event) => {
      if (inside(event)) gate.open();
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const intent of intents) window.addEventListener(intent, onIntent, { capture: true, passive: true });
    // A navigation re-renders the page around the block: it must not find it still waiting.
    const unsubscribe = router.subscribe('onBeforeNavigate', gate.open);
    const onClick = (event: MouseEvent) => {
      if (!inside(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (link instanceof HTMLAnchorElement) {
        const { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
        const click = { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented, target: link.getAttribute('target') };
        if (link.origin !== window.location.origin || link.hasAttribute('download') || !navigatesInPage(click)) return;
        event.preventDefault();
        void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` });
        return;
      }
      const control = event.target.closest('button, [role="button"], input, select, summary, label');
      if (control instanceof HTMLElement) {
        // Taken now, made again once the block's handlers exist.
        event.preventDefault();
        pendingClick.current = control;
        gate.open();
      }
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => {
      observer.disconnect();
      unsubscribeLock();
      for (const intent of intents) window.removeEventListener(intent, onIntent, { capture: true });
      unsubscribe();
      window.removeEventListener('click', onClick, { capture: true });
    };
  }, [ready, router, gate, store]);

  useEffect(() => {
    if (!ready) return;
    const control = pendingClick.current;
    pendingClick.current = null;
    if (control?.isConnected) control.click();
  }, [ready]);

  return (
    // A plain block, as the sections inside it are (`display: contents` has no box to watch).
    <div ref={ref}>
      <Suspense fallback={null}>
        <Deferred internals={internals} gate={gate} props={props} onReady={setReady} />
      </Suspense>
    </div>
  );
}

const noSubscription = () => () => undefined;

function Deferred<Props extends object>({
  internals,
  gate,
  props,
  onReady,
}: {
  internals: OnDemandInternals<Props>;
  gate: Gate<Props> | null;
  props: Props;
  onReady: (ready: boolean) => void;
}) {
  // React reads the server snapshot only while hydrating.
  let hydrating = false;
  useSyncExternalStore(noSubscription, () => false, () => {
    hydrating = true;
    return false;
  });
  useEffect(() => onReady(true), [onReady]);
  const loaded = internals.promise();
  const Part =
    loaded?.status === 'fulfilled' && loaded.value
      ? loaded.value
      : // Hydrating: wait for the fan. Otherwise (a render with no server HTML to keep): the code, now.
        use(hydrating && gate ? gate.promise : internals.load());
  return <Part {...props} />;
}

/** See HydrateWhenNearImpl; memoised, so a render of the page around it never reaches the waiting block. */
export const HydrateWhenNear = memo(HydrateWhenNearImpl) as typeof HydrateWhenNearImpl;
