import { installClock } from '@club/clock';
import { testClock } from './clock';

// vitest setupFiles: every platform test file runs on the pinned clock (src/testing/clock.ts).
installClock(testClock());
