import { describe, expect, it } from 'vitest';
import { activeBlackout, blackoutRules } from './blackouts';

// 2026-11-21 is a Saturday in GMT (London = UTC); 2026-08-15 a Saturday in BST (London = UTC+1).
const at = (iso: string) => new Date(iso);

describe('activeBlackout with content/video/blackouts.json', () => {
  describe('given a live stream watched from the UK', () => {
    it('should refuse a Saturday 15:00 in London (GMT)', () => {
      expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at('2026-11-21T15:00:00Z') })?.name).toBe(
        'UK and Ireland, Saturday 3 pm',
      );
    });

    it('should read the window in London time during BST', () => {
      // 15:00 London is 14:00 UTC in August; 14:30 UTC is 15:30 London, still inside.
      expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at('2026-08-15T14:30:00Z') })).not.toBeNull();
      // 17:30 UTC in August is 18:30 London: outside, although 17:30 UTC would be inside in GMT terms.
      expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at('2026-08-15T16:30:00Z') })).toBeNull();
    });

    it('should start at 14:45 inclusive and end at 17:15 exclusive', () => {
      const question = (iso: string) => activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at(iso) });
      expect(question('2026-11-21T14:44:59Z')).toBeNull();
      expect(question('2026-11-21T14:45:00Z')).not.toBeNull();
      expect(question('2026-11-21T17:14:59Z')).not.toBeNull();
      expect(question('2026-11-21T17:15:00Z')).toBeNull();
      expect(question('2026-11-21T17:30:00Z')).toBeNull();
    });

    it('should allow the same time on a Sunday, and refuse it on a listed bank holiday', () => {
      expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at('2026-11-22T15:00:00Z') })).toBeNull();
      expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'live-stream', at: at('2026-12-28T15:00:00Z') })).not.toBeNull();
    });
  });

  it('should refuse Ireland alike and allow other countries and an unknown country', () => {
    const saturday = at('2026-11-21T15:00:00Z');
    expect(activeBlackout(blackoutRules, { country: 'IE', mediaType: 'live-stream', at: saturday })).not.toBeNull();
    expect(activeBlackout(blackoutRules, { country: 'FR', mediaType: 'live-stream', at: saturday })).toBeNull();
    expect(activeBlackout(blackoutRules, { country: null, mediaType: 'live-stream', at: saturday })).toBeNull();
  });

  it('should never black out on-demand media', () => {
    expect(activeBlackout(blackoutRules, { country: 'GB', mediaType: 'on-demand', at: at('2026-11-21T15:00:00Z') })).toBeNull();
  });

  it('should apply another rule added as data, in its own time zone', () => {
    const rules = [
      ...blackoutRules,
      {
        name: 'Spain, Sunday evening',
        countries: ['ES'],
        mediaTypes: ['live-stream' as const, 'on-demand' as const],
        timeZone: 'Europe/Madrid',
        windows: [{ days: ['Sunday' as const], from: '20:00', to: '22:00' }],
      },
    ];
    // 19:30 UTC is 20:30 in Madrid (CET).
    expect(activeBlackout(rules, { country: 'ES', mediaType: 'on-demand', at: at('2026-11-22T19:30:00Z') })?.name).toBe('Spain, Sunday evening');
    expect(activeBlackout(rules, { country: 'ES', mediaType: 'on-demand', at: at('2026-11-22T18:30:00Z') })).toBeNull();
  });
});
