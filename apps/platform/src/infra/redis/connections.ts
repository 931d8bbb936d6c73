import { Redis } from 'ioredis';

/**
 * The platform's connections to Redis (REDIS_URL), made in one place for the read cache, the rate limits,
 * the concurrency store and the live bus, and closed together when the app closes.
 *
 * Two at most, whatever uses them: one for commands (counts, scripts, reads, PUBLISH, MULTI), auto-pipelined
 * so the users' commands share its round trips, and one subscribed connection for every channel (a
 * subscribed connection takes no other command, so ioredis needs it apart: it is the first one duplicated).
 * Each is named (CLIENT LIST shows `club-platform:commands`, `club-platform:subscriber`).
 *
 * While Redis is unreachable ioredis reports every failed reconnection: each connection logs the first and
 * stays quiet until it is back, so an outage is one line per connection, not one a second.
 */
export interface RedisConnections {
  /** The one connection for commands, made on first use. Its users never close it: `close()` does. */
  commands(): Redis;
  /**
   * Hears `channel` on the one subscribed connection (made on first use). Settles once Redis has confirmed
   * the subscription; rejects when it cannot be made.
   */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  /** The names of the connections made so far, in the order they were made. */
  made(): readonly string[];
  /** Quits every connection made; drops at once those Redis is not answering on. */
  close(): Promise<void>;
}

export interface RedisLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const commandsConnectionName = 'club-platform:commands';
export const subscriberConnectionName = 'club-platform:subscriber';

const quiet: RedisLog = { error: () => undefined, info: () => undefined };

export function createRedisConnections(url: string, options: { log?: RedisLog } = {}): RedisConnections {
  const log = options.log ?? quiet;
  const connections: Redis[] = [];
  let commands: Redis | undefined;
  let subscriber: Redis | undefined;
  const channels = new Map<string, { listeners: Set<(message: string) => void>; subscribed: Promise<void> }>();

  const watch = (connection: Redis, name: string): Redis => {
    let failing = false;
    connection.on('error', (error: Error) => {
      if (failing) return;
      failing = true;
      log.error({ err: error, connection: name }, 'redis error');
    });
    connection.on('ready', () => {
      if (!failing) return;
      failing = false;
      log.info({ connection: name }, 'redis connection back');
    });
    connections.push(connection);
    return connection;
  };

  const commandsConnection = (): Redis => {
    // Commands wait (queued) while the connection is (re)established, then fail after two retries.
    commands ??= watch(
      new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, connectionName: commandsConnectionName }),
      commandsConnectionName,
    );
    return commands;
  };

  const subscriberConnection = (): Redis => {
    if (subscriber) return subscriber;
    // A subscription waits for the connection however long it takes: it is what hears other instances.
    subscriber = watch(commandsConnection().duplicate({ maxRetriesPerRequest: null, connectionName: subscriberConnectionName }), subscriberConnectionName);
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of channels.get(channel)?.listeners ?? []) listener(message);
    });
    return subscriber;
  };

  return {
    commands: commandsConnection,
    subscribe(channel, listener) {
      const known = channels.get(channel);
      if (known) {
        known.listeners.add(listener);
        return known.subscribed;
      }
      const subscribed = subscriberConnection()
        .subscribe(channel)
        .then(() => undefined);
      channels.set(channel, { listeners: new Set([listener]), subscribed });
      return subscribed;
    },
    made: () => connections.map((connection) => connection.options.connectionName ?? ''),
    async close() {
      await Promise.all(
        connections.map(async (connection) => {
          // QUIT on a connection still trying to reach Redis would wait in its offline queue.
          if (connection.status !== 'ready') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
}
