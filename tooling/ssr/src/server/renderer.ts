import type { RouterManifest } from '../manifest/types';
import type { ServerEntry } from '../render/renderRouterRequest';

/** How the site server gets the app's render entry and router manifest in either mode. */
export interface Renderer {
  loadEntry: () => Promise<ServerEntry>;
  manifest: (url: string) => Promise<RouterManifest>;
  /** Maps a render error's stack back to the sources (development only). */
  fixError: (error: unknown) => void;
}
