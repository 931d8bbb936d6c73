import { createClock } from '@club/clock';

/**
 * The instant every platform test runs at: Saturday 5 December 2026, 15:20 London (GMT), twenty
 * minutes into the demo day's first-team match. The e2e suite pins the same instant (playwright.config.ts),
 * so no test depends on the machine's date.
 */
export const TEST_NOW = '2026-12-05T15:20:00Z';

/** A clock that starts at TEST_NOW and runs on in real time, as `CLOCK_NOW` does. */
export const testClock = () => createClock({ startAt: TEST_NOW });
