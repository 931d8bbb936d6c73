import type { CommentaryLine } from '@club/api-client';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLiveFeed } from '../core/liveFeed';
import { createFakeEventSource, FakeEventSource } from '../testing/fakeEventSource';
import { updateAt } from '../testing/updates';
import { LiveFeedProvider } from './LiveFeedProvider';
import { useLiveAnnouncement, useLiveMatch, useLiveMatches, type LiveMatchState } from './useLiveMatch';

function Score({ initial, enabled }: { initial: LiveMatchState & { stats: string }; enabled?: boolean }) {
  const { match, live, events, stats, announcement } = useLiveMatch(7, initial, { enabled: enabled ?? true });
  return (
    <p>
      {`${match.score?.home}-${match.score?.away} at ${live?.minute ?? '-'}, ${events.length} events, ${stats}, ${announcement ?? 'silent'}`}
    </p>
  );
}

function Count() {
  return <p>{`${useLiveMatches().size} live`}</p>;
}

const initial = { ...updateAt(20), stats: 'stats kept' };

describe('useLiveMatch', () => {
  beforeEach(() => FakeEventSource.reset());

  it("should render the loader's state on the server, without a stream", () => {
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    const html = renderToString(
      <LiveFeedProvider feed={feed}>
        <Score initial={initial} />
      </LiveFeedProvider>,
    );
    expect(html).toContain('0-0 at 20, 0 events, stats kept, silent');
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('should follow the newest message, keeping what the stream does not carry', () => {
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    render(
      <LiveFeedProvider feed={feed}>
        <Score initial={initial} />
        <Count />
      </LiveFeedProvider>,
    );
    expect(screen.getByText('0-0 at 20, 0 events, stats kept, silent')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => FakeEventSource.latest.sends(updateAt(23)));
    expect(screen.getByText('1-0 at 23, 1 events, stats kept, Goal! Brackwater Blues 1, Lanmouth Athletic 0 (23rd minute)')).toBeTruthy();
    expect(screen.getByText('1 live')).toBeTruthy();
  });

  it('should hydrate once when the stream has nothing yet: no second render right after hydration (issue 13)', async () => {
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    let renders = 0;
    function CountedList() {
      renders += 1;
      return <p>{`${useLiveMatches().size} live`}</p>;
    }
    const page = (
      <LiveFeedProvider feed={feed}>
        <CountedList />
      </LiveFeedProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    renders = 0;
    const root = await act(async () => hydrateRoot(container, page));
    expect(renders).toBe(1);
    expect(container.textContent).toBe('0 live');
    act(() => FakeEventSource.latest.sends(updateAt(23)));
    expect(container.textContent).toBe('1 live');
    act(() => root.unmount());
    container.remove();
  });

  it("should take the message's commentary where the page shows commentary, and keep the page's when a message has none", () => {
    const line = { id: 1, minute: 20, addedTime: null, text: 'Holt is down.', at: '2026-12-05T15:20:00.000Z', edited: false };
    const newer = { ...line, id: 2, minute: 24, text: 'Okafor is booked.' };
    function Lines({ withCommentary }: { withCommentary: boolean }) {
      const initial: LiveMatchState & { commentary?: CommentaryLine[] } = withCommentary ? { ...updateAt(20), commentary: [line] } : updateAt(20);
      const { commentary } = useLiveMatch(7, initial);
      const text = commentary ? commentary.map((each) => each.text).join(' / ') : 'no commentary';
      return <p>{`${withCommentary ? 'centre' : 'score'}: ${text}`}</p>;
    }
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    render(
      <LiveFeedProvider feed={feed}>
        <Lines withCommentary />
        <Lines withCommentary={false} />
      </LiveFeedProvider>,
    );
    act(() => FakeEventSource.latest.sends(updateAt(23)));
    expect(screen.getByText('centre: Holt is down.')).toBeTruthy();
    act(() => FakeEventSource.latest.sends(updateAt(24, { commentary: [newer, line] })));
    expect(screen.getByText('centre: Okafor is booked. / Holt is down.')).toBeTruthy();
    expect(screen.getByText('score: no commentary')).toBeTruthy();
  });

  it('should open no stream when disabled', () => {
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    render(
      <LiveFeedProvider feed={feed}>
        <Score initial={initial} enabled={false} />
      </LiveFeedProvider>,
    );
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

function Announcer() {
  return <p role="status">{useLiveAnnouncement(7)}</p>;
}

describe('useLiveAnnouncement', () => {
  beforeEach(() => FakeEventSource.reset());

  it('should read out changes, not the snapshot the page opened with nor a repeat after a reconnect', () => {
    const feed = createLiveFeed({ createEventSource: createFakeEventSource });
    render(
      <LiveFeedProvider feed={feed}>
        <Announcer />
      </LiveFeedProvider>,
    );
    const region = screen.getByRole('status');
    act(() => FakeEventSource.latest.sends(updateAt(23)));
    expect(region.textContent).toBe('');
    act(() => FakeEventSource.latest.sends(updateAt(24, { announcement: 'Yellow card for Sam Okafor (24th minute)' })));
    expect(region.textContent).toBe('Yellow card for Sam Okafor (24th minute)');
    act(() => FakeEventSource.latest.sends(updateAt(25)));
    expect(region.textContent).toBe('Yellow card for Sam Okafor (24th minute)');
    act(() => FakeEventSource.latest.sends(updateAt(25, { announcement: 'Yellow card for Sam Okafor (24th minute)' })));
    act(() => FakeEventSource.latest.sends(updateAt(31, { announcement: 'Goal! Brackwater Blues 2, Lanmouth Athletic 0 (31st minute)' })));
    expect(region.textContent).toBe('Goal! Brackwater Blues 2, Lanmouth Athletic 0 (31st minute)');
  });
});
