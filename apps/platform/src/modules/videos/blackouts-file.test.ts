import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeBlackout, readBlackoutsFile } from './blackouts';

const dir = mkdtempSync(join(tmpdir(), 'blackouts-'));
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('readBlackoutsFile (GEO_BLACKOUTS_FILE)', () => {
  it('should read rules of the same shape as content/video/blackouts.json', () => {
    const path = write(
      'all-day.json',
      JSON.stringify({
        rules: [
          {
            name: 'All day',
            countries: ['GB'],
            mediaTypes: ['live-stream'],
            timeZone: 'Europe/London',
            windows: [{ days: ['Tuesday'], from: '00:00', to: '23:59' }],
          },
        ],
      }),
    );
    const rules = readBlackoutsFile(path);
    expect(activeBlackout(rules, { country: 'GB', mediaType: 'live-stream', at: new Date('2026-11-24T09:00:00Z') })?.name).toBe('All day');
    expect(activeBlackout(rules, { country: 'US', mediaType: 'live-stream', at: new Date('2026-11-24T09:00:00Z') })).toBeNull();
  });

  it('should name the file when it is missing, not JSON, or not valid', () => {
    expect(() => readBlackoutsFile(join(dir, 'missing.json'))).toThrow(/GEO_BLACKOUTS_FILE .*missing\.json cannot be read/);
    expect(() => readBlackoutsFile(write('broken.json', '{'))).toThrow(/cannot be read/);
    expect(() => readBlackoutsFile(write('invalid.json', JSON.stringify({ rules: [{ name: 'x' }] })))).toThrow(/invalid\.json is not valid/);
  });
});
