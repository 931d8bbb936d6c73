import { siteOriginsElementId } from '../conventions';
import { JsonDataScript, readJsonDataScript } from './jsonDataScript';

export { siteOriginsElementId };

/**
 * The public addresses both sites are served from (`CLUB_SITE_ORIGIN`, `STREAMER_SITE_ORIGIN`): canonical
 * and Open Graph URLs, the sitemap, feeds and the links from one site to the other are built on them.
 * No trailing slash.
 */
export interface SiteOrigins {
  club: string;
  streamer: string;
}

/** What `npm start` serves on this machine with the default ports; a deployment sets both variables. */
export const defaultSiteOrigins: SiteOrigins = {
  club: 'http://localhost:3000',
  streamer: 'http://localhost:3001',
};

// One pair for the process: the environment does not change between requests. On the server the site
// server installs it from the environment; in the browser it is read back from the document, so the
// hydrating page builds exactly the URLs the server did (the browser never reads the environment).
let installed: SiteOrigins = defaultSiteOrigins;

export function siteOrigins(): SiteOrigins {
  return installed;
}

export function installSiteOrigins(origins: SiteOrigins): void {
  installed = origins;
}

/** An origin as the sites use it: a parsed http(s) URL's origin, so a path or trailing slash never doubles up. */
export function normaliseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL like https://www.club.example, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  }
  return url.origin;
}

/** Reads the origins a server render embedded in the document; undefined when there are none. */
export function readEmbeddedSiteOrigins(doc: Pick<Document, 'getElementById'>): SiteOrigins | undefined {
  const value = readJsonDataScript(doc, siteOriginsElementId) as Partial<SiteOrigins> | null | undefined;
  if (typeof value?.club !== 'string' || typeof value.streamer !== 'string') return undefined;
  return { club: value.club, streamer: value.streamer };
}

/** Installs the origins the server rendered with, before hydration; keeps the defaults without them. */
export function installPageSiteOrigins(doc: Pick<Document, 'getElementById'> = document): SiteOrigins {
  const embedded = readEmbeddedSiteOrigins(doc);
  if (embedded) installSiteOrigins(embedded);
  return siteOrigins();
}

/** The inline JSON in the document's head that carries the server's origins to `installPageSiteOrigins`. */
export function SiteOriginsScript() {
  return <JsonDataScript id={siteOriginsElementId} value={siteOrigins()} />;
}
