import { commentaryMessages, matchResponseSchema, studioConsoleMatchResponseSchema } from '@club/api-client';
import type { ManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testDialects } from '../../testing/databases';
import { api, signIn } from '../payments/testing';
import { liveKickOff, openStream, startLiveTestApp } from './testing';

const kickOffMs = Date.parse(liveKickOff);
const minute = 60_000;

describe.each(testDialects)('live commentary on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let clock: ManualClock;
  let base: string;
  let matchday: string;
  let admin: string;

  beforeAll(async () => {
    const started = await startLiveTestApp(dialect);
    ({ app, testDatabase, clock, base } = started);
    return started.close;
  });

  beforeAll(async () => {
    matchday = await signIn(base, 'matchday@example.com');
    admin = await signIn(base, 'admin@example.com');
  });

  const centre = async (id = 1) => matchResponseSchema.parse((await api(base, 'GET', `/api/matches/${id}`)).body).data;
  const line = (text: string, at = 6) => ({ minute: at, addedTime: null, text });

  it('should let only match-day staff write (401 signed out, 403 for a fan)', async () => {
    expect((await api(base, 'POST', '/api/studio/matches/1/commentary', { body: line('Hello') })).status).toBe(401);
    const fan = await api(base, 'POST', '/api/studio/matches/1/commentary', { body: line('Hello'), cookie: await signIn(base, 'fan@example.com') });
    expect(fan.status).toBe(403);
    expect(fan.body.message).toBe('Only match-day staff can record match events.');
    expect((await centre()).commentary).toEqual([]);
  });

  it('should refuse an empty line, a long one, added time out of place and a match not on its match day, writing nothing', async () => {
    const write = (body: unknown, id = 1) => api(base, 'POST', `/api/studio/matches/${id}/commentary`, { body, cookie: matchday });
    const empty = await write(line('   '));
    expect(empty.status).toBe(400);
    expect(empty.body.details).toContainEqual({ path: 'body.text', message: commentaryMessages.empty });
    const long = await write(line('x'.repeat(281)));
    expect(long.status).toBe(400);
    expect(long.body.details).toContainEqual({ path: 'body.text', message: commentaryMessages.tooLong });
    const added = await write({ minute: 30, addedTime: 2, text: 'Two more minutes' });
    expect(added.status).toBe(400);
    expect(added.body.details).toContainEqual({ path: 'body.addedTime', message: commentaryMessages.addedTime });
    const nextWeek = await write(line('Too early'), 2);
    expect(nextWeek.status).toBe(409);
    expect(nextWeek.body.message).toBe(commentaryMessages.notMatchDay);
    expect((await api(base, 'POST', '/api/studio/matches/999/commentary', { body: line('Nobody'), cookie: matchday })).status).toBe(404);
    expect((await centre()).commentary).toEqual([]);
    expect((await centre(2)).commentary).toEqual([]);
  });

  it('should push a line to an open match centre, read it out politely, keep it newest first and audit it', async () => {
    const stream = await openStream(`${base}/api/matches/live?matchId=1`);
    try {
      await stream.next(() => true);
      const seen = stream.updates.length;
      const first = await api(base, 'POST', '/api/studio/matches/1/commentary', { body: line('Holt is down, the physio is on.'), cookie: matchday });
      expect(first.status).toBe(200);
      const pushed = await stream.next((update) => (update.commentary?.length ?? 0) === 1, seen);
      expect(pushed.commentary?.[0]).toMatchObject({ minute: 6, addedTime: null, text: 'Holt is down, the physio is on.', edited: false });
      expect(pushed.announcement).toBe('Commentary, 6th minute: Holt is down, the physio is on.');

      await api(base, 'POST', '/api/studio/matches/1/commentary', { body: line('He is back on his feet.', 7), cookie: matchday });
      const lines = (await centre()).commentary;
      expect(lines.map((entry) => entry.text)).toEqual(['He is back on his feet.', 'Holt is down, the physio is on.']);
      // Staff's emails stay in the studio.
      expect(JSON.stringify(lines)).not.toContain('@example.com');
    } finally {
      await stream.close();
    }
    const audit = await testDatabase.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'match.commentary.add').execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_email: 'matchday@example.com', entity: 'match', entity_id: '1' });
  });

  it('should let the author change and remove a line, quietly, and nobody else', async () => {
    const console = async (cookie: string) => studioConsoleMatchResponseSchema.parse((await api(base, 'GET', '/api/studio/matchday/matches/1', { cookie })).body).data;
    const mine = (await console(matchday)).commentary;
    expect(mine.every((entry) => entry.mine && entry.by === 'matchday@example.com')).toBe(true);
    expect((await console(admin)).commentary.some((entry) => entry.mine)).toBe(false);
    const target = mine.find((entry) => entry.minute === 7);
    if (!target) throw new Error('the 7th minute line is missing');

    const path = `/api/studio/matches/1/commentary/${target.id}`;
    const other = await api(base, 'PUT', path, { body: line('Not mine to change', 7), cookie: admin });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(commentaryMessages.notYours);
    expect((await api(base, 'DELETE', path, { cookie: admin })).status).toBe(403);

    clock.set(kickOffMs + 8 * minute);
    const edited = await api(base, 'PUT', path, { body: line('Holt is back on his feet.', 7), cookie: matchday });
    expect(edited.status).toBe(200);
    expect(edited.body.data.announcement).toBeNull();
    expect((await centre()).commentary[0]).toMatchObject({ id: target.id, text: 'Holt is back on his feet.', edited: true });

    expect((await api(base, 'DELETE', path, { cookie: matchday })).status).toBe(200);
    expect((await centre()).commentary.map((entry) => entry.text)).toEqual(['Holt is down, the physio is on.']);
    const again = await api(base, 'DELETE', path, { cookie: matchday });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(commentaryMessages.gone);
    const actions = await testDatabase.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'match.commentary.%').execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['match.commentary.add', 'match.commentary.add', 'match.commentary.edit', 'match.commentary.remove']);
  });

  it("should give the demo match's goals a line of their own", async () => {
    clock.set(kickOffMs + 22 * minute + 30_000);
    await app.live.engine.tick();
    const lines = (await centre()).commentary;
    expect(lines[0]).toMatchObject({ minute: 23, text: 'Goal! Hal Vision picks out Sam Carter, who finishes for Brackwater Blues.' });
  });

  it('should give every goal a clip in Club TV at full time, the scorer and minute in its title, locked as the highlights are', async () => {
    clock.set(kickOffMs + 111 * minute);
    await app.live.engine.tick();
    const { db } = testDatabase.database;
    // Each clip is added by the worker's job once its video is cut (here, with no live recording, the demo video).
    const items = await vi.waitFor(
      async () => {
        const found = await db.selectFrom('video_item').selectAll().where('entry_id', 'like', '%-goal-%').orderBy('entry_id').execute();
        expect(found).toHaveLength(3);
        return found;
      },
      { timeout: 600_000, interval: 100 },
    );
    const highlights = await db.selectFrom('video_item').selectAll().where('category_slug', '=', 'highlights').where('entry_id', 'not like', '%-goal-%').executeTakeFirstOrThrow();
    expect(items.map((item) => item.title)).toEqual([
      "Goal: Sam Carter (23') | Blues v Lanmouth Athletic",
      "Goal: Vic Strike (45+1') | Blues v Lanmouth Athletic",
      "Penalty goal: Sam Carter (90+2') | Blues v Lanmouth Athletic",
    ]);
    for (const item of items) {
      expect(item.entry_id.startsWith(`${highlights.entry_id}-goal-`)).toBe(true);
      expect(item.entitlements).toBe(highlights.entitlements);
      // A poster of this whistle's own (drawn from the title), out from the whistle: the row lands only with its video.
      expect(item.thumbnail_key).toBe(`video/${item.entry_id}-${item.created_at.replace(/\D/g, '')}.jpg`);
      expect(Date.parse(item.created_at)).toBe(kickOffMs + 110 * minute);
      expect(item.release_from).toBe(item.created_at);
    }
  }, 600_000);
});
