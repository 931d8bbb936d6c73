// What the site loads with import() when the account panel first opens (issue 13). Through this file,
// never `import('@club/auth')`: the package's index is in every page's first load already, and a dynamic
// import of it would keep everything it exports there too.
export { AccountPanel } from '@club/auth';
