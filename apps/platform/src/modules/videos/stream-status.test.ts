import { describe, expect, it } from 'vitest';
import { streamStatus } from './stream-status';

describe('streamStatus', () => {
  it("should keep a stream disabled or idle when the studio says so, whatever its channel does", () => {
    expect(streamStatus({ seeded: 'active', control: 'disabled', live: 'active' })).toBe('disabled');
    expect(streamStatus({ seeded: 'active', control: 'idle', live: 'active' })).toBe('idle');
  });

  it("should follow the running channel of a live stream, and invent nothing for one without a channel", () => {
    expect(streamStatus({ seeded: 'active', control: 'live', live: 'active' })).toBe('active');
    expect(streamStatus({ seeded: 'active', control: 'live', live: 'idle' })).toBe('idle');
    expect(streamStatus({ seeded: 'errored', control: 'live', live: undefined })).toBe('errored');
    expect(streamStatus({ seeded: 'idle', control: 'live', live: undefined })).toBe('preparing');
    expect(streamStatus({ seeded: 'disabled', control: 'live', live: undefined })).toBe('preparing');
  });

  it('should be what it was before the studio had a say when it never set one', () => {
    expect(streamStatus({ seeded: 'active', control: null, live: 'idle' })).toBe('idle');
    expect(streamStatus({ seeded: 'disabled', control: undefined, live: undefined })).toBe('disabled');
  });
});
