import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaUnavailableError, createOnDemandMedia } from './ondemand';

// Its own file: the ffmpeg check is made once per process (per test file here), with this PATH.
describe('without ffmpeg', () => {
  const path = process.env.PATH;
  const dir = mkdtempSync(join(tmpdir(), 'platform-no-ffmpeg-'));
  afterAll(() => {
    process.env.PATH = path;
    rmSync(dir, { recursive: true, force: true });
  });

  it('should refuse to generate with a 503 that says what to install, and leave nothing behind', async () => {
    process.env.PATH = dir;
    const media = createOnDemandMedia({
      mediaDir: dir,
      lookup: async (id) => ({ id, title: 'A title', description: 'A description', public: true }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const failure = await media.ensure('some-item').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaUnavailableError);
    expect((failure as MediaUnavailableError).statusCode).toBe(503);
    expect((failure as Error).message).toBe(
      "ffmpeg is not installed: media cannot be generated. Install Debian's ffmpeg (apt-get install ffmpeg).",
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
