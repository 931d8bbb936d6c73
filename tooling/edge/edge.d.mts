// The types of edge.mjs, for the journeys (TypeScript) that start an edge.

export interface EdgeOptions {
  /** The platform's origin (http://host:port): the api, and the live origin unless `live` is given. */
  platform: string;
  live?: string;
  /** A site's origin: its pages and its players' /media on `port`. Absent: the platform server only. */
  site?: string;
  siteName?: string;
  /** The platform's edge signing secret (EDGE_SIGNING_SECRET, or `tsx src/cli.ts edge-secret`). */
  secret: string;
  /** The site server's port; the platform server listens on `port + 1`. */
  port: number;
  workers?: number;
  floorDir?: string;
}

export interface UpstreamRequest {
  uri: string;
  status: number;
  cache: string;
}

export interface Edge {
  site?: string;
  platform: string;
  prefix: string;
  pid: number | undefined;
  upstreamRequests(): UpstreamRequest[];
  errorLog(): string;
  stop(): Promise<void>;
}

export function edgeConfig(options: EdgeOptions & { prefix: string }): string;
export function startEdge(options: EdgeOptions): Promise<Edge>;
