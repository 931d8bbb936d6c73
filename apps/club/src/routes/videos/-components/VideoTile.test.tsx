import type { VideoItem } from '@club/api-client';
import { mediaPlayerAtom } from '@club/site-state';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { videoLockedFor } from './videoLock';
import { VideoTile } from './VideoTile';

function item(entitlements: string[], title = 'Highlights: Blues 2-1 Lanmouth'): VideoItem {
  return {
    metaData: {
      title,
      VideoDuration: 245,
      SysEntryEntitlements: entitlements,
      description: '',
      category: 'highlights',
      team: 'first-team',
      season: '2025-26',
    },
    mediaData: { entryId: `entry-${entitlements.join('-') || 'none'}`, thumbnailUrl: 'video/entry.jpg' },
    publicationData: { createdAt: '2025-09-14T18:00:00.000Z', releaseFrom: '2025-09-14T18:00:00.000Z' },
  };
}

type Viewer = Parameters<typeof videoLockedFor>[1];
const visitor: Viewer = { loggedIn: false, entitlements: null };
const fan: Viewer = { loggedIn: true, entitlements: [] };
const subscriber: Viewer = { loggedIn: true, entitlements: ['video-subscription'] };

describe('videoLockedFor', () => {
  describe('given a visitor', () => {
    it("should unlock only free '?' items", () => {
      expect(videoLockedFor(item(['?']), visitor)).toBe(false);
      expect(videoLockedFor(item(['*']), visitor)).toBe(true);
      expect(videoLockedFor(item([]), visitor)).toBe(true);
      expect(videoLockedFor(item(['video-subscription']), visitor)).toBe(true);
    });
  });

  describe('given a logged-in fan without a pass', () => {
    it("should unlock free, '*' and unrestricted items, not paid ones", () => {
      expect(videoLockedFor(item(['*']), fan)).toBe(false);
      expect(videoLockedFor(item([]), fan)).toBe(false);
      expect(videoLockedFor(item(['video-subscription']), fan)).toBe(true);
    });
  });

  describe('given a subscriber', () => {
    it('should unlock items listing one of their entitlements', () => {
      expect(videoLockedFor(item(['video-subscription', 'audio-pass']), subscriber)).toBe(false);
      expect(videoLockedFor(item(['audio-pass']), subscriber)).toBe(true);
    });
  });
});

function renderTile(video: VideoItem, viewer: Viewer) {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <VideoTile item={video} locked={videoLockedFor(video, viewer)} />
    </Provider>,
  );
  return { store, ...view };
}

describe('VideoTile', () => {
  it("should show 'Watch Now' and no lock message on a free item", () => {
    renderTile(item(['?']), visitor);
    expect(screen.getByText('Watch Now')).toBeTruthy();
    expect(screen.queryByText(/You must have a pass/)).toBeNull();
  });

  it("should show the padlock, SPEC 4's message and 'Get a Pass' on a paid item for a visitor", () => {
    renderTile(item(['video-subscription']), visitor);
    expect(screen.queryByText('Watch Now')).toBeNull();
    expect(screen.getByText(/You must have a pass to watch this content\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a Pass' }).getAttribute('href')).toBe('/videos/subscriptions');
  });

  it('should open the video modal with the id, title and OnDemand', () => {
    const video = item(['?']);
    const { store } = renderTile(video, visitor);
    fireEvent.click(screen.getByRole('button', { name: 'Highlights: Blues 2-1 Lanmouth' }));
    expect(store.get(mediaPlayerAtom)).toMatchObject({
      modalOpen: true,
      currentVideoID: video.mediaData.entryId,
      currentVideoName: 'Highlights: Blues 2-1 Lanmouth',
      mediaType: 'OnDemand',
    });
  });

  it('should be a link to its own address when given one, and still open the modal in place', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <VideoTile item={item(['?'])} locked={false} href="/videos?video=entry-%3F" />
      </Provider>,
    );
    const link = screen.getByRole('link', { name: 'Highlights: Blues 2-1 Lanmouth' });
    expect(link.getAttribute('href')).toBe('/videos?video=entry-%3F');
    fireEvent.click(link);
    expect(store.get(mediaPlayerAtom)).toMatchObject({ modalOpen: true, currentVideoID: 'entry-?' });
  });

  // A tap before the script ran followed the card's link: the page that loads opens the video.
  describe('given the address asks for the video', () => {
    it('should open it once and take the parameter out of the address', () => {
      window.history.replaceState(null, '', '/videos/highlights?team=women&video=entry-video-subscription');
      const video = item(['video-subscription'], 'Full replay');
      const { store } = renderTile(video, visitor);
      expect(store.get(mediaPlayerAtom)).toMatchObject({ modalOpen: true, currentVideoID: 'entry-video-subscription', currentVideoName: 'Full replay' });
      expect(`${window.location.pathname}${window.location.search}`).toBe('/videos/highlights?team=women');
    });

    it('should leave another video alone', () => {
      window.history.replaceState(null, '', '/videos?video=another');
      const { store } = renderTile(item(['?']), visitor);
      expect(store.get(mediaPlayerAtom).modalOpen).toBe(false);
      expect(window.location.search).toBe('?video=another');
      window.history.replaceState(null, '', '/');
    });
  });

  it('should have no axe violations, locked or not', async () => {
    const { container } = render(
      <Provider store={createStore()}>
        <VideoTile item={item(['?'])} locked={false} />
        <VideoTile item={item(['video-subscription'], 'Full replay')} locked />
      </Provider>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
