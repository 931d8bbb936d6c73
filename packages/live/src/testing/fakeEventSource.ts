import type { LiveMatchUpdate } from '@club/api-client';
import type { EventSourceLike } from '../core/liveFeed';

/** A test double of the browser's EventSource: the test opens, feeds and breaks it by hand. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];

  static reset() {
    FakeEventSource.instances = [];
  }

  static get latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  opens() {
    this.emit('open', new Event('open'));
  }

  sends(update: LiveMatchUpdate | string) {
    const data = typeof update === 'string' ? update : JSON.stringify(update);
    this.emit('match', new MessageEvent('match', { data }));
  }

  fails() {
    this.emit('error', new Event('error'));
  }
}

export const createFakeEventSource = (url: string) => new FakeEventSource(url);
