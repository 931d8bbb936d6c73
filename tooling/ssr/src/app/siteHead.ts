export interface SiteHeadOptions {
  title: string;
  description: string;
  siteName: string;
  /** The browser chrome's colour on phones, the site's darkest surface. */
  themeColor: string;
  /** Web font files the first screen sets text in, preloaded so they arrive with the stylesheet. */
  fontPreloads?: readonly string[];
}

/** The tags every page of a site starts from; a route's own `head()` overrides title and description. */
export function siteHead({ title, description, siteName, themeColor, fontPreloads = [] }: SiteHeadOptions) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title },
      { name: 'description', content: description },
      { name: 'theme-color', content: themeColor },
      { property: 'og:site_name', content: siteName },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
    links: [
      // Fonts are fetched in CORS mode, so a preload without crossOrigin would be fetched twice.
      ...fontPreloads.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const })),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  };
}
