import { useRouterState } from '@tanstack/react-router';
import type { ProgressStatus } from '@club/ui';
import { Suspense } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { useOpenedOnce } from './useOpenedOnce';

// Only a navigation in the browser shows the bar: its code loads when the first one starts (issue 13).
// Until the bar has mounted it cannot have shown anything: it waits 200 ms before it appears.
const ProgressBar = lazyWithReload(() => import('./pageProgressBar').then((module) => module.ProgressBar));

/**
 * SPEC 4 and 9's page progress bar, driven by the router: a navigation that takes longer than 200 ms
 * shows the bar creeping over 5000 ms; it completes when the navigation ends and turns red when a
 * loader failed (the bar's own timings live in @club/ui).
 */
export function PageProgress() {
  const status = useRouterState({
    select: (state): ProgressStatus => {
      if (state.isLoading || state.status === 'pending') return 'loading';
      return state.matches.some((match) => match.status === 'error') ? 'failed' : 'succeeded';
    },
  });
  const started = useOpenedOnce(status === 'loading');
  // The wrapper is a hook for tests and analytics; the bar itself is fixed to the top of the viewport.
  return (
    <div data-page-progress="">
      {started && (
        <Suspense fallback={null}>
          <ProgressBar status={status} />
        </Suspense>
      )}
    </div>
  );
}
