export interface SiteHeadOptions {
  title: string;
  description: string;
  siteName: string;
  /** The browser chrome's colour on phones, the site's darkest surface. */
  themeColor: string;
}

/** The tags every page of a site starts from; a route's own `head()` overrides title and description. */
export function siteHead({ title, description, siteName, themeColor }: SiteHeadOptions) {
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
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  };
}
