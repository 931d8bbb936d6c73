import type { ApiClient, LiveAvailability } from '@club/api-client';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

// One question per page view, shared by every notice on the page (next game, packages).
let pending: Promise<LiveAvailability | null> | null = null;

function ask(api: Pick<ApiClient, 'streamer'>): Promise<LiveAvailability | null> {
  pending ??= api.streamer.liveAvailability().then(
    (response) => response.data,
    // Unknown is not blocked: the session check still refuses for real when the viewer presses play.
    () => null,
  );
  return pending;
}

/**
 * 'Can I watch live from here now?' — asked in the browser, not in the loader: the answer depends on
 * the viewer's country (the trusted proxy header on their own request) and the minute, so it is never
 * cached or rendered into a shared page. Null until answered, and when the platform cannot say.
 */
export function useLiveAvailability(): LiveAvailability | null {
  const { api } = useRouter().options.context;
  const [availability, setAvailability] = useState<LiveAvailability | null>(null);
  useEffect(() => {
    let live = true;
    void ask(api).then((answer) => {
      if (live) setAvailability(answer);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return availability;
}
