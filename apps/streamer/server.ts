import { createSiteServer, resolveAppRoot } from '@tooling/ssr';

const site = await createSiteServer({
  appRoot: resolveAppRoot(import.meta.url),
  mode: process.argv.includes('--dev') ? 'development' : 'production',
  port: Number(process.env.PORT ?? 3001),
  host: process.env.HOST ?? '0.0.0.0',
  platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000',
});
await site.listen();

// Finish requests in flight before exiting, so a restart drops no page half-sent.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().finally(() => process.exit(0));
  });
}
