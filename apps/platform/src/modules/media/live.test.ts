import { getClock, systemTime } from '@club/clock';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { createClearKeys, findPackager } from './clearkey';
import { baseUrlOf } from '../payments/testing';
import { playbackTokensOf } from './testing';
import { loadKeyRing } from '../../infra/keys';

/** This process's live encoders and packagers (our children). */
function liveProcesses(): { pid: number; args: string }[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => Boolean(match))
    .map((match) => ({ pid: Number(match[1]), args: match[2] ?? '' }))
    .filter((entry) => entry.args.includes('/ingest/') || entry.args.includes('lavfi'));
}
/** A channel's ffmpeg: it uploads to the channel's ingest path (the audio) or feeds shaka-packager (the video). */
const encoderOf = (channel: 'live-audio') =>
  liveProcesses().find((entry) => entry.args.startsWith('ffmpeg') && entry.args.includes(`/${channel}/`));

/** Polls until `probe` answers; the limit is a ceiling for something broken, generous enough for a loaded machine. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Template {
  availabilityStart: number;
  duration: number;
  startNumber: number;
  name: (number: number) => string;
}

/** The first representation's SegmentTemplate of a live manifest, as a player computes segment names. */
function firstTemplate(manifest: string): Template {
  const availabilityStart = Date.parse(/availabilityStartTime="([^"]+)"/.exec(manifest)?.[1] ?? '');
  const representation = /<Representation id="([^"]+)"/.exec(manifest)?.[1] ?? '';
  const template = /<SegmentTemplate([^>]*)>/.exec(manifest)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(template)?.[1] ?? '';
  const media = attribute('media');
  return {
    availabilityStart,
    duration: Number(attribute('duration')) / Number(attribute('timescale')),
    startNumber: Number(attribute('startNumber') || 1),
    name: (number) =>
      media
        .replace('$RepresentationID$', representation)
        .replace(/\$Number(?:%0(\d+)d)?\$/, (_match, width?: string) => String(number).padStart(Number(width ?? 0), '0')),
  };
}

describe('live channels', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let mediaDir: string;
  let tokens: Awaited<ReturnType<typeof playbackTokensOf>>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    mediaDir = mkdtempSync(join(tmpdir(), 'platform-live-'));
    app = await buildApp(
      {
        ...testConfig(testDatabase.location),
        media: { dir: mediaDir, liveChannels: true, warmUp: false, liveVideoSize: { width: 320, height: 180 } },
      },
      { database: testDatabase.database },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    tokens = await playbackTokensOf(testDatabase.database.db);
  });

  afterAll(async () => {
    await app?.close();
    // Closing the app stops every encoder it started.
    expect(liveProcesses()).toEqual([]);
    await testDatabase?.drop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  const tokenFor = async (assetId: string) =>
    (await tokens.issuePlaybackToken({ userId: 'user-1', assetId, sessionId: `user-1:${assetId}` })).token;
  const status = async (id: string) =>
    streamResponseSchema.parse(await (await fetch(`${base}/api/videos/streams/${id}`)).json()).data.attributes.assetData.status;
  const manifestOf = async (id: string) => {
    const response = await fetch(`${base}/media/live/${id}/manifest.mpd`, { headers: { 'x-playback-token': await tokenFor(id) } });
    return response.status === 200 ? { response, text: await response.text() } : undefined;
  };
  /**
   * The newest segment whose time has begun, by the manifest's clock, as a low-latency player asks for it.
   * The encoders write availability times in real time, so this reads real time (not the pinned clock).
   */
  const newest = (template: Template) =>
    template.startNumber + Math.floor((systemTime().getTime() - template.availabilityStart) / 1000 / template.duration);

  it('should go on air, report active and advance, serving the growing segment while it is encoded', async () => {
    for (const id of ['live-audio', 'live-video']) {
      await waitFor(`${id} active`, async () => ((await status(id)) === 'active' ? true : undefined));
      const { response, text } = await waitFor(`${id} manifest`, () => manifestOf(id));
      expect(response.headers.get('content-type')).toBe('application/dash+xml');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(text).toContain('type="dynamic"');
      expect(text).toMatch(/<UTCTiming schemeIdUri="urn:mpeg:dash:utc:http-xsdate:2014" value="\/media\/clock"\/>/);
      // Issue 30: the live video is a ladder of two renditions (the tests' small frame and half of it).
      if (id === 'live-video') expect([...new Set(text.match(/\bheight="\d+"/g))].sort()).toEqual(['height="180"', 'height="90"']);

      const template = firstTemplate(text);
      const token = await tokenFor(id);
      // The next segment, asked for as soon as it exists: served while encoded, chunked, ending with its last
      // fragment. (A packager's clock may run a little ahead; a segment already complete moves on to the next.)
      let first = newest(template) + 1;
      let started = performance.now();
      let growing: Response | undefined;
      for (let attempt = 0; attempt < 4 && !growing; attempt += 1) {
        started = performance.now();
        const candidate = await waitFor(`${id} segment ${first}`, async () => {
          const segment = await fetch(`${base}/media/live/${id}/${template.name(first)}`, { headers: { 'x-playback-token': token } });
          return segment.status === 200 ? segment : undefined;
        }, 600_000);
        if (candidate.headers.get('content-length') === null) growing = candidate;
        else {
          await candidate.arrayBuffer();
          first += 1;
        }
      }
      if (!growing) throw new Error(`${id}: never caught a segment while it was encoded`);
      const firstByteMs = Math.round(performance.now() - started);
      expect(growing.headers.get('transfer-encoding')).toBe('chunked');
      expect(growing.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const bytes = (await growing.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(100);
      // How long after the segment's end (by the manifest's clock) its last byte reached a viewer.
      const segmentEnd = template.availabilityStart + (first - template.startNumber + 1) * template.duration * 1000;
      console.info(`${id}: segment ${first} first byte after ${firstByteMs} ms, last byte ${systemTime().getTime() - segmentEnd} ms after its end`);

      // Later segments come: the stream advances (as fast as the machine lets the encoder run).
      const later = await waitFor('a later segment', async () => {
        const latest = newest(firstTemplate((await manifestOf(id))?.text ?? ''));
        return latest > first ? latest : undefined;
      });
      expect(later).toBeGreaterThan(first);
      const next = await waitFor(`${id} segment ${first + 1}`, async () => {
        const answer = await fetch(`${base}/media/live/${id}/${template.name(first + 1)}`, { headers: { 'x-playback-token': token } });
        if (answer.status === 200) return answer;
        await answer.body?.cancel();
        return undefined;
      });
      expect(next.status).toBe(200);
      expect((await next.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  }, 600_000);

  it('should refuse live media without a token for that channel', async () => {
    const url = `${base}/media/live/live-video/manifest.mpd`;
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { 'x-playback-token': await tokenFor('live-audio') } })).status).toBe(403);
    const { text } = (await manifestOf('live-video')) ?? { text: '' };
    const init = /initialization="([^"]+)"/.exec(text)?.[1]?.replace('$RepresentationID$', '0') ?? '';
    expect((await fetch(`${base}/media/live/live-video/${init}`)).status).toBe(403);
    expect((await fetch(`${base}/media/live/live-video/${init}`, { headers: { 'x-playback-token': await tokenFor('live-video') } })).status).toBe(200);
    // With the token in the query, the manifest's segment URLs carry it.
    const viaQuery = await (await fetch(`${url}?token=${await tokenFor('live-video')}`)).text();
    expect(viaQuery).toMatch(/media="[^"]+\?token=ey/);
  });

  it.runIf(findPackager())('should encrypt the live video for ClearKey with the key the license endpoint serves', async () => {
    const { text } = (await manifestOf('live-video')) ?? { text: '' };
    const key = createClearKeys((await loadKeyRing(testDatabase.database.db, {}, () => getClock().now())).all('clearkey')).keyFor('live-video');
    const kid = key.kidHex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    expect(text).toContain(`cenc:default_KID="${kid}"`);
    expect(text).toContain('urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b');
  });

  it('should restart a channel whose encoder is killed', async () => {
    const before = await waitFor('the audio encoder', async () => encoderOf('live-audio'));
    process.kill(before.pid, 'SIGKILL');
    await waitFor('live-audio idle', async () => ((await status('live-audio')) === 'idle' ? true : undefined), 60_000);
    const after = await waitFor('a new audio encoder', async () => {
      const found = encoderOf('live-audio');
      return found && found.pid !== before.pid ? found : undefined;
    });
    expect(after.pid).not.toBe(before.pid);
    await waitFor('live-audio active again', async () => ((await status('live-audio')) === 'active' ? true : undefined));
    expect(await manifestOf('live-audio')).toBeDefined();
  }, 600_000);
});
