import { createSiteServer, resolveAppRoot } from '@tooling/ssr';

const site = await createSiteServer({
  appRoot: resolveAppRoot(import.meta.url),
  mode: process.argv.includes('--dev') ? 'development' : 'production',
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000',
});
await site.listen();
