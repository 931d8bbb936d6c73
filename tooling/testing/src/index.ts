export { bundleForBrowser } from './bundleForBrowser';
export type { BundleForBrowserOptions } from './bundleForBrowser';
