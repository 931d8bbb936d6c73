import type { StreamAsset, StreamStatus } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { isOffAir, livePosterKey, liveStatusLabel } from './live';

const asset = (status: StreamStatus): Pick<StreamAsset, 'assetData' | 'imageData'> => ({
  imageData: { offlineImageKey: 'video/live/offline.jpg', posterImageKey: 'video/live/poster.jpg' },
  assetData: { status, playbackIds: [{ id: 'pb-1' }] },
});

describe('livePosterKey', () => {
  it('should show the offline image when the stream is idle or disabled', () => {
    expect(livePosterKey(asset('idle'))).toBe('video/live/offline.jpg');
    expect(livePosterKey(asset('disabled'))).toBe('video/live/offline.jpg');
  });

  it('should show the poster for every other status', () => {
    for (const status of ['active', 'preparing', 'errored'] as const) {
      expect(livePosterKey(asset(status))).toBe('video/live/poster.jpg');
      expect(isOffAir(asset(status))).toBe(false);
    }
  });

  it('should say what each status means', () => {
    expect(liveStatusLabel('active')).toBe('Live now');
    expect(liveStatusLabel('idle')).toBe('Off air');
  });
});
