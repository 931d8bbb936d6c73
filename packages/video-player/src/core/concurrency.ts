/**
 * SPEC 4/7 'Concurrency': while a stream plays, a websocket to the platform holds the device's place
 * in the account's limit: 'session' with the encoded session id once open, then 'ping' every 30 s
 * (SPEC 9). Closing the socket releases the place. When the platform says the player must stop
 * (the limit is reached, ERR_54648_1; the studio disabled the stream, ERR_3684853_2; or took it off
 * air), `onStop` says which and the socket is closed.
 */
export const concurrencyPingMs = 30_000;
export const concurrencyLimitCode = 'ERR_54648_1';

/** Why the platform stopped a player: SPEC 8's refusal code, or off air with the stream's offline image. */
export type ConcurrencyStop = { kind: 'refused'; code: string } | { kind: 'offAir'; offlineImageKey: string };

export interface ConcurrencySessionOptions {
  /** ws(s) URL of the concurrency endpoint. */
  url: string;
  /** The encoded session id (user id plus asset id). */
  sessionID: string;
  onStop?: (stop: ConcurrencyStop) => void;
  pingMs?: number;
  /** Tests pass a stand-in. */
  WebSocket?: typeof WebSocket;
}

export interface ConcurrencySession {
  destroy(): Promise<void>;
}

export function openConcurrencySession(options: ConcurrencySessionOptions): ConcurrencySession {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let socket: WebSocket | null = null;
  try {
    socket = new Socket(options.url);
  } catch {
    // A refused socket must not stop playback: the session check already allowed it.
    return { destroy: () => Promise.resolve() };
  }
  const send = (message: object) => {
    if (socket?.readyState === Socket.OPEN) socket.send(JSON.stringify(message));
  };
  const onOpen = () => {
    send({ action: 'session', sessionId: options.sessionID });
    timer = setInterval(() => send({ action: 'ping' }), options.pingMs ?? concurrencyPingMs);
  };
  const onMessage = (event: MessageEvent) => {
    const stop = typeof event.data === 'string' ? stopIn(event.data) : null;
    if (!stop) return;
    options.onStop?.(stop);
    void destroy();
  };
  socket.addEventListener('open', onOpen);
  socket.addEventListener('message', onMessage);
  const destroy = () => {
    if (closed) return Promise.resolve();
    closed = true;
    clearInterval(timer);
    if (socket) {
      socket.removeEventListener('open', onOpen);
      socket.removeEventListener('message', onMessage);
      try {
        socket.close(1000);
      } catch {
        // Already closed.
      }
    }
    socket = null;
    return Promise.resolve();
  };
  return { destroy };
}

/** The stop a platform message asks for ('limit' or 'stopped' with a code, 'offAir'), or null. */
function stopIn(text: string): ConcurrencyStop | null {
  let message: { status?: unknown; code?: unknown; offlineImageKey?: unknown };
  try {
    message = JSON.parse(text) as typeof message;
  } catch {
    return null;
  }
  if (message.status === 'offAir') {
    return { kind: 'offAir', offlineImageKey: typeof message.offlineImageKey === 'string' ? message.offlineImageKey : '' };
  }
  if (typeof message.code === 'string' && (message.status === 'stopped' || message.code === concurrencyLimitCode)) {
    return { kind: 'refused', code: message.code };
  }
  return null;
}
