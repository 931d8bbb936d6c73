import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionAnswer, renderWithAuth } from '../testing/renderWithAuth';
import { applyEntitlementsAtom, clearUserAtom, setUserAtom } from '../user/user.atoms';
import { ViewerQueries, viewerQueryKey } from './ViewerQueries';

/** Counts how often each of two queries is read: one the viewer's, one public. */
function Reads({ counts }: { counts: { viewer: number; news: number } }) {
  const viewer = useQuery({
    queryKey: [...viewerQueryKey, 'probe'],
    queryFn: () => ++counts.viewer,
    staleTime: Infinity,
  });
  const news = useQuery({ queryKey: ['news', 'probe'], queryFn: () => ++counts.news, staleTime: Infinity });
  return <p>{`viewer ${viewer.data ?? 0} news ${news.data ?? 0}`}</p>;
}

describe('ViewerQueries', () => {
  it('should re-read only the viewer queries when the account or its passes change', async () => {
    const counts = { viewer: 0, news: 0 };
    const { store } = renderWithAuth(
      <>
        <ViewerQueries />
        <Reads counts={counts} />
      </>,
    );
    await screen.findByText('viewer 1 news 1');

    act(() => store.set(setUserAtom, sessionAnswer().data.attributes));
    await screen.findByText('viewer 2 news 1');

    act(() => void store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['video-pass'], stripeCustomerID: null }));
    await screen.findByText('viewer 3 news 1');

    act(() => store.set(clearUserAtom));
    await screen.findByText('viewer 4 news 1');
    await waitFor(() => expect(counts).toEqual({ viewer: 4, news: 1 }));
  });
});
