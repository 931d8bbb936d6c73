// What the site loads with import() when a packages overlay first opens (issue 13). Through this file,
// never `import('@club/packages-widget')`: the package's index is in every page's first load already, and
// a dynamic import of it would keep everything it exports there too.
export { SitePackages } from '@club/packages-widget';
