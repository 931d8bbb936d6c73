import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startS3 } from './s3';

// `tsx src/testing/s3-server-cli.ts --port 4569 --dir DIR [--bucket club-media]`: the tests' S3-protocol
// server (s3.ts: s3rver with the ListParts and AbortMultipartUpload calls @tus/s3-store makes) as a
// process of its own, for the local cluster (tooling/cluster). Objects are kept in DIR, so a server
// started again serves what the last one stored. Stops on SIGTERM or SIGINT.
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    bucket: { type: 'string', default: 'club-media' },
  },
});
const port = Number(values.port);
if (!values.dir || !Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('usage: tsx src/testing/s3-server-cli.ts --port PORT --dir DIR [--bucket NAME]');
  process.exit(2);
}
const directory = resolve(values.dir);
mkdirSync(directory, { recursive: true });
const server = await startS3(values.bucket, { port, directory });
console.log(`S3 server on 127.0.0.1:${server.port}, bucket ${server.bucket}, objects in ${directory}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
