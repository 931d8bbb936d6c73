// `pnpm bench images`: issue 28's "2,000 requests for distinct unknown image names leave the disk and the
// process's memory as they were". Asks one platform for 2,000 image names no record uses (`BENCH_IMAGE_NAMES`),
// spread over every folder the artwork once drew for and every format, in three rounds, and prints the
// image cache's files and bytes (and the media folder's, when known) and the platform's RSS before and
// after each round. Only the disk is compared exactly: RSS moves with the garbage collector, so a leak
// shows as growth round after round, not as one round's difference. Loopback only; bounded.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rssOf } from './benchPlatform.mjs';
import { benchSmoke, colours, expectInSmoke } from './processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every file under `dir` and their bytes; undefined when the folder is not known. */
function diskUsage(dir) {
  if (!dir) return undefined;
  let files = 0;
  let bytes = 0;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return { files: 0, bytes: 0 };
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

// The folders the image service once drew made-up artwork for (issue 28), and the formats it serves.
const folders = ['news', 'sponsors', 'promos', 'adverts', 'menus', 'packages', 'placeholders', 'video'];
const formats = [
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['png', 'image/avif,image/webp'],
];

/**
 * @param {string} origin the platform
 * @param {{ pid?: number, imageCacheDir?: string, mediaDir?: string }} options
 */
export async function benchImages(origin, { pid, imageCacheDir, mediaDir } = {}) {
  const count = Math.min(Number(process.env.BENCH_IMAGE_NAMES ?? (benchSmoke ? 200 : 2000)), 20_000);
  const rounds = benchSmoke ? 1 : 3;
  // Names of this run's own (a second run on the same platform asks for new ones too).
  const run = `${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

  // A real picture first, so the cache is not trivially empty and the service is warm.
  const real = await fetch(`${origin}/images/800x450/crests/brackwater-blues.png`);
  await real.arrayBuffer();
  expectInSmoke(real.status === 200, `a real image answered ${real.status}`);
  await sleep(500);

  const measure = () => ({ cache: diskUsage(imageCacheDir), media: diskUsage(mediaDir), rss: rssOf(pid) });
  const before = measure();
  const after = [];
  const statuses = new Map();
  let seconds = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    // 50 at a time: a loop that does not wait for each answer.
    for (let index = 0; index < count; index += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - index) }, async (_, offset) => {
          const n = index + offset;
          const [extension, accept] = formats[n % formats.length];
          const url = `${origin}/images/800x450/${folders[n % folders.length]}/made-up-${run}-${round}-${n}.${extension}`;
          const response = await fetch(url, { headers: { accept } });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    }
    seconds += (performance.now() - started) / 1000;
    await sleep(1000);
    after.push(measure());
  }

  const total = count * rounds;
  expectInSmoke(statuses.get(404) === total, `unknown image names answered ${JSON.stringify(Object.fromEntries(statuses))}, not ${total} × 404`);
  const last = after.at(-1);
  const same = (a, b) => a === undefined || (a.files === b.files && a.bytes === b.bytes);
  expectInSmoke(same(before.cache, last.cache), `the image cache went from ${JSON.stringify(before.cache)} to ${JSON.stringify(last.cache)}`);
  expectInSmoke(same(before.media, last.media), `the media folder went from ${JSON.stringify(before.media)} to ${JSON.stringify(last.media)}`);

  const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1048576).toFixed(1)} MB`);
  const disk = (usage) => (usage === undefined ? 'not known' : `${usage.files} files, ${usage.bytes} bytes`);
  console.log(`\n${colours.bold('Unknown image names')} ${colours.dim(`(${rounds} × ${count} distinct names no record uses, ${total} requests in ${seconds.toFixed(1)} s)`)}`);
  const rows = [
    ['answers', [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')],
    ['image cache', `${disk(before.cache)} before; ${after.map((usage) => disk(usage.cache)).join(' → ')}`],
    ['media folder', `${disk(before.media)} before; ${after.map((usage) => disk(usage.media)).join(' → ')}`],
    ['platform RSS', `${mb(before.rss)} before; ${after.map((usage) => mb(usage.rss)).join(' → ')} after each round`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}
