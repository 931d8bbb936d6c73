// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventSource } from 'eventsource';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateAt } from '../testing/updates';
import { createLiveFeed, type LiveFeed } from './liveFeed';

/**
 * The feed against a real server-sent-events stream from node:http and a real EventSource (the
 * `eventsource` package, a WHATWG implementation): framing, named events, comments, reconnection.
 */
describe('createLiveFeed over a real stream', () => {
  let server: Server;
  let origin: string;
  let streams: ServerResponse[];
  let closed: number;
  let feed: LiveFeed | undefined;

  beforeEach(async () => {
    streams = [];
    closed = 0;
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // The snapshot on connect, then a heartbeat comment, as the platform sends them.
      res.write(`event: match\ndata: ${JSON.stringify(updateAt(22))}\n\n`);
      res.write(': heartbeat\n\n');
      streams.push(res);
      res.on('close', () => (closed += 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    feed?.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('should follow the snapshot and each change, and resync after the server drops the stream', async () => {
    feed = createLiveFeed({
      url: `${origin}/api/matches/live`,
      createEventSource: (url) => new EventSource(url),
      retry: { initialMs: 50, maxMs: 200 },
      document: undefined,
      window: undefined,
    });
    feed.subscribe(() => undefined);
    await expect.poll(() => feed?.get(7)?.live?.minute).toBe(22);
    expect(feed.status()).toBe('open');

    streams[0]?.write(`event: match\ndata: ${JSON.stringify(updateAt(23))}\n\n`);
    await expect.poll(() => feed?.get(7)?.events.length).toBe(1);
    expect(feed.get(7)?.announcement).toMatch(/^Goal!/);

    // The platform restarts: the stream ends, the feed comes back and takes the new snapshot.
    streams[0]?.end();
    await expect.poll(() => streams.length, { timeout: 5_000 }).toBe(2);
    await expect.poll(() => feed?.status()).toBe('open');
    expect(feed.get(7)?.live?.minute).toBe(22);
  });

  it('should hang up when the page is done with it', async () => {
    feed = createLiveFeed({
      url: `${origin}/api/matches/live`,
      createEventSource: (url) => new EventSource(url),
      lingerMs: 0,
      document: undefined,
      window: undefined,
    });
    const unsubscribe = feed.subscribe(() => undefined);
    await expect.poll(() => feed?.status()).toBe('open');
    unsubscribe();
    await expect.poll(() => closed).toBe(1);
  });
});
