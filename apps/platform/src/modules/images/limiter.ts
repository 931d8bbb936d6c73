/** Thrown when the queue is full: the route answers 503, so a burst cannot pile up unbounded work. */
export class QueueFullError extends Error {
  statusCode = 503;
  constructor() {
    super('The image service is busy. Please try again in a moment.');
  }
}

/** Runs at most `concurrency` jobs at once; up to `maxQueue` more wait their turn, the rest are refused. */
export function createLimiter(concurrency: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueue) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
