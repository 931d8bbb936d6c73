import { ProgressBar, type ProgressStatus } from '@club/ui';
import { useRouterState } from '@tanstack/react-router';

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
  // The wrapper is a hook for tests and analytics; the bar itself is fixed to the top of the viewport.
  return (
    <div data-page-progress="">
      <ProgressBar status={status} />
    </div>
  );
}
