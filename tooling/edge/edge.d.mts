// The types of edge.mjs, for the journeys (TypeScript) that start an edge.

export interface EdgeOptions {
  /** The platform's origin (http://host:port): the api and the live origin. */
  platform: string;
  /** A site's origin: its pages and its players' /media on `port`. Absent: the platform server only. */
  site?: string;
  /** The platform's edge signing secret (EDGE_SIGNING_SECRET, or `tsx src/cli.ts edge-secret`). */
  secret: string;
  /**
   * The site server's port; the platform server listens on `port + 1`. Absent: two free ones below the
   * ephemeral range, another pair tried if one is taken before nginx binds it.
   */
  port?: number;
  /** The static floor page's folder, served at /_floor/ on the site server (the crowd bench). */
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
  upstreamRequests(): UpstreamRequest[];
  stop(): Promise<void>;
}

export function startEdge(options: EdgeOptions): Promise<Edge>;
