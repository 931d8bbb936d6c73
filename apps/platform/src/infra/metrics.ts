import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The platform's Prometheus metrics (prom-client), one registry per app so tests building several apps
 * never share counts. Requests by route (rate and latency), and what modules add: gauges read at each
 * scrape (open live-update streams, live channel health) and counters (job failures). Served on their
 * own port (METRICS_PORT, `serveMetrics`), never through the sites or the load balancer.
 */
export interface Metrics {
  readonly registry: Registry;
  /**
   * A gauge read at every scrape: `read` gives the current value of each label set (or a promise of them,
   * for a count the database answers).
   */
  observe(name: string, help: string, labelNames: readonly string[], read: () => Observed | Promise<Observed>): void;
  /**
   * One failed run of a background job (a transcode, a webhook delivery given up, a release): counted
   * under `platform_job_failures_total{job}` for an alert on its rate. Any module (or a queue) calls it.
   */
  jobFailed(job: string): void;
}

/** The value of each label set of an observed gauge, at one scrape. */
export type Observed = readonly { labels?: Record<string, string>; value: number }[];

/** Latency buckets in seconds: from a cached read (a few ms) to a slow upload or search (10 s). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'platform_' });
  const jobFailures = new Counter({ name: 'platform_job_failures_total', help: 'Failed runs of background jobs, by job', labelNames: ['job'], registers: [registry] });
  return {
    registry,
    observe(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        },
      });
    },
    jobFailed: (job) => jobFailures.inc({ job }),
  };
}

/**
 * Every answer counted and timed by its route's pattern (`/api/news/:slug`, never the path a visitor
 * typed, so the label set stays small), method and status; unmatched paths share `route="unmatched"`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'platform_http_requests_total', help: 'HTTP requests answered, by route', labelNames, registers: [metrics.registry] });
  const duration = new Histogram({
    name: 'platform_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames,
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` in Prometheus's text format on a port of its own (METRICS_PORT), for a scraper on the
 * club's private network: the API's port (behind the load balancer and the sites) never answers it.
 */
export async function serveMetrics(metrics: Metrics, { host, port }: { host: string; port: number }): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
