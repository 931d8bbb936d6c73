import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConcurrencySession } from './concurrency';
import { concurrencyUrl } from './concurrencyUrl';

class FakeSocket extends EventTarget {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(message: string) {
    this.sent.push(message);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
}

function socket(): FakeSocket {
  if (!FakeSocket.last) throw new Error('no socket');
  return FakeSocket.last;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openConcurrencySession', () => {
  it("should send 'session' once open, then 'ping' every 30 s, and close on destroy", async () => {
    vi.useFakeTimers();
    const session = openConcurrencySession({
      url: 'ws://club.test/api/videos/concurrency',
      sessionID: 'abc',
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    socket().open();
    expect(socket().sent.map((message) => JSON.parse(message) as unknown)).toEqual([{ action: 'session', sessionId: 'abc' }]);
    vi.advanceTimersByTime(29_999);
    expect(socket().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(socket().sent[1] ?? '')).toEqual({ action: 'ping' });
    vi.advanceTimersByTime(60_000);
    expect(socket().sent).toHaveLength(4);
    await session.destroy();
    expect(socket().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(socket().sent).toHaveLength(4);
  });

  it('should report the concurrency limit and close', () => {
    const onStop = vi.fn();
    openConcurrencySession({ url: 'ws://x', sessionID: 'abc', onStop, WebSocket: FakeSocket as unknown as typeof WebSocket });
    socket().open();
    socket().dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ action: 'ping', status: 'limit', code: 'ERR_54648_1' }) }));
    expect(onStop).toHaveBeenCalledWith({ kind: 'refused', code: 'ERR_54648_1' });
    expect(socket().closedWith).toBe(1000);
  });

  // Club TV's Live section: the studio's hold on a stream reaches a player at its next ping.
  it('should report a stream the studio disabled, with its code, and close', () => {
    const onStop = vi.fn();
    openConcurrencySession({ url: 'ws://x', sessionID: 'abc', onStop, WebSocket: FakeSocket as unknown as typeof WebSocket });
    socket().open();
    socket().dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ action: 'ping', status: 'ok', sessions: 1 }) }));
    expect(onStop).not.toHaveBeenCalled();
    socket().dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ action: 'ping', status: 'stopped', code: 'ERR_3684853_2', message: 'Sorry, there is an issue with this stream, please contact support' }) }),
    );
    expect(onStop).toHaveBeenCalledWith({ kind: 'refused', code: 'ERR_3684853_2' });
    expect(socket().closedWith).toBe(1000);
  });

  it('should report a stream taken off air, with its offline image, and close', () => {
    const onStop = vi.fn();
    openConcurrencySession({ url: 'ws://x', sessionID: 'abc', onStop, WebSocket: FakeSocket as unknown as typeof WebSocket });
    socket().open();
    socket().dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ action: 'ping', status: 'offAir', offlineImageKey: 'video/live/offline.jpg' }) }));
    expect(onStop).toHaveBeenCalledWith({ kind: 'offAir', offlineImageKey: 'video/live/offline.jpg' });
    expect(socket().closedWith).toBe(1000);
  });

  it('should build a ws or wss URL on the page origin', () => {
    expect(concurrencyUrl({ protocol: 'https:', host: 'club.test' })).toBe('wss://club.test/api/videos/concurrency');
    expect(concurrencyUrl({ protocol: 'http:', host: '127.0.0.1:3100' })).toBe('ws://127.0.0.1:3100/api/videos/concurrency');
  });
});
