import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { siteOriginsFromEnv } from '../server/startSiteServer';
import {
  defaultSiteOrigins,
  installPageSiteOrigins,
  installSiteOrigins,
  readEmbeddedSiteOrigins,
  siteOrigins,
  siteOriginsElementId,
  SiteOriginsScript,
} from './siteOrigins';

const deployed = { club: 'https://www.northmoor.example', streamer: 'https://live.northmoor.example' };

function documentWith(text: string | undefined) {
  return {
    getElementById: (id: string) => (id === siteOriginsElementId && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
  };
}

afterEach(() => installSiteOrigins(defaultSiteOrigins));

describe('siteOriginsFromEnv', () => {
  it('should default to this machine on the ports npm start uses', () => {
    expect(siteOriginsFromEnv({})).toEqual({ club: 'http://localhost:3000', streamer: 'http://localhost:3001' });
    expect(siteOriginsFromEnv({ CLUB_PORT: '3010', STREAMER_PORT: '3011' })).toEqual({
      club: 'http://localhost:3010',
      streamer: 'http://localhost:3011',
    });
  });

  it('should read CLUB_SITE_ORIGIN and STREAMER_SITE_ORIGIN, without a trailing slash or path', () => {
    expect(
      siteOriginsFromEnv({ CLUB_SITE_ORIGIN: 'https://www.northmoor.example/', STREAMER_SITE_ORIGIN: 'https://live.northmoor.example/x' }),
    ).toEqual(deployed);
  });

  it('should refuse an origin that is not an http(s) URL, naming the variable', () => {
    expect(() => siteOriginsFromEnv({ CLUB_SITE_ORIGIN: 'www.northmoor.example' })).toThrow(/CLUB_SITE_ORIGIN/);
    expect(() => siteOriginsFromEnv({ STREAMER_SITE_ORIGIN: 'ftp://live.northmoor.example' })).toThrow(/STREAMER_SITE_ORIGIN/);
  });
});

describe('SiteOriginsScript', () => {
  it('should embed the installed origins as inline JSON the page reads back before hydrating', () => {
    installSiteOrigins(deployed);
    const html = renderToStaticMarkup(createElement(SiteOriginsScript));
    expect(html).toBe(`<script id="site-origins" type="application/json">${JSON.stringify(deployed)}</script>`);

    installSiteOrigins(defaultSiteOrigins);
    const text = html.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(installPageSiteOrigins(documentWith(text))).toEqual(deployed);
    expect(siteOrigins()).toEqual(deployed);
  });
});

describe('readEmbeddedSiteOrigins', () => {
  it('should give nothing for a document without them or with something else in their place', () => {
    expect(readEmbeddedSiteOrigins(documentWith(undefined))).toBeUndefined();
    expect(readEmbeddedSiteOrigins(documentWith('not json'))).toBeUndefined();
    expect(readEmbeddedSiteOrigins(documentWith('{"club":1}'))).toBeUndefined();
  });

  it('should keep the defaults when the document carries no origins', () => {
    expect(installPageSiteOrigins(documentWith(undefined))).toEqual(defaultSiteOrigins);
  });
});
