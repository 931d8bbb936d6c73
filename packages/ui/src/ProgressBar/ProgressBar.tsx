import { useEffect, useState } from 'react';
import * as styles from './ProgressBar.css';
import { progressDoneMs, progressFailedMs, progressThrottleMs } from './timings';

/** What the app tells the bar: the state of the current navigation's loading. */
export const progressStatuses = ['idle', 'loading', 'succeeded', 'failed'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

/** What the bar shows, as `data-state`. `pending` (the 200 ms throttle) looks like idle. */
export const progressBarStates = ['idle', 'running', 'done', 'failed'] as const;
export type ProgressBarState = (typeof progressBarStates)[number];

type Phase = 'pending' | ProgressBarState;

function nextPhase(phase: Phase, status: ProgressStatus): Phase {
  switch (status) {
    case 'loading':
      return phase === 'running' ? 'running' : 'pending';
    case 'idle':
    case 'succeeded':
      if (phase === 'pending') return 'idle';
      if (phase === 'running') return 'done';
      return phase;
    case 'failed':
      return phase === 'pending' || phase === 'running' ? 'failed' : phase;
    default:
      return status satisfies never;
  }
}

// Each timed phase and where it goes when its time is up.
function phaseTimer(phase: Phase): { ms: number; then: Phase } | undefined {
  switch (phase) {
    case 'pending':
      return { ms: progressThrottleMs, then: 'running' };
    case 'done':
      return { ms: progressDoneMs, then: 'idle' };
    case 'failed':
      return { ms: progressFailedMs, then: 'idle' };
    case 'idle':
    case 'running':
      return undefined;
    default:
      return phase satisfies never;
  }
}

export type ProgressBarProps = {
  status: ProgressStatus;
  /** Names the bar for assistive technology while it shows. */
  label?: string;
};

/**
 * The route-loading bar along the top: hidden for the first 200 ms, then creeping towards 90% over
 * 5000 ms, filling and fading on success, red on failure. Its timers are cleared on unmount.
 */
export function ProgressBar({ status, label = 'Loading page' }: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(() => nextPhase('idle', status));
  const [seenStatus, setSeenStatus] = useState(status);
  // Adjusting state when a prop changes, during render (no effect, no extra paint of a stale bar).
  if (status !== seenStatus) {
    setSeenStatus(status);
    setPhase(nextPhase(phase, status));
  }

  useEffect(() => {
    const timer = phaseTimer(phase);
    if (!timer) return undefined;
    const id = setTimeout(() => setPhase(timer.then), timer.ms);
    return () => clearTimeout(id);
  }, [phase]);

  const state: ProgressBarState = phase === 'pending' ? 'idle' : phase;
  const visible = state !== 'idle';
  return (
    <div
      className={styles.root}
      data-state={state}
      role={visible ? 'progressbar' : undefined}
      aria-label={visible ? label : undefined}
      aria-valuetext={state === 'failed' ? 'Failed' : state === 'done' ? 'Done' : visible ? 'Loading' : undefined}
      aria-hidden={visible ? undefined : true}
    >
      <div className={styles.bar} />
    </div>
  );
}
