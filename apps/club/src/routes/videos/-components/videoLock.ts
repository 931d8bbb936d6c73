import type { VideoItem } from '@club/api-client';
import { isVideoLocked } from '@club/entitlements';
import type { Viewer } from '@club/auth';

/** SPEC 4 'Video lock' for one Club TV item and one viewer (`useViewer()`: a visitor until hydrated). */
export const videoLockedFor = (item: Pick<VideoItem, 'metaData'>, viewer: Pick<Viewer, 'loggedIn' | 'entitlements'>): boolean =>
  isVideoLocked({
    itemEntitlements: item.metaData.SysEntryEntitlements,
    loggedIn: viewer.loggedIn,
    userEntitlements: viewer.entitlements,
  });

/** Where a locked item sends a fan for a pass (the live-upgrade block's button link by default). */
export const getAPassPath = '/videos/subscriptions';
