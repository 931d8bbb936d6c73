import type { ApiClient } from '@club/api-client';
import type { NavLink } from '@club/ui';
import { legalLinks } from './legalLinks';
import { clubSiteUrl } from './site';

export interface LayoutData {
  legalLinks: NavLink[];
}

/** What the layout shows on every page; only the links travel to the browser, not the whole tree. */
export async function loadLayoutData(api: ApiClient): Promise<LayoutData> {
  const navigation = await api.web.navigation();
  return { legalLinks: legalLinks(navigation.data, clubSiteUrl()) };
}
