export type { Clock, ClockOptions, ManualClock } from './clock';
export { clockFromEnv, clockReading, createClock, createManualClock, getClock, installClock, systemTime } from './clock';
