import { describe, expect, it } from 'vitest';
import { liveAccess, liveAccessText, matchPassFor } from './liveAccess';

const match = {
  kickOffLocal: { date: '2026-11-28', time: '15:00' },
  opponent: { slug: 'lanmouth-athletic', name: 'Lanmouth Athletic', shortName: 'Lanmouth', crestKey: '', isClub: false },
};

describe('liveAccess', () => {
  it("should name the match's pass as the packages service sells it", () => {
    expect(matchPassFor(match)).toBe('match-pass-2026-11-28-lanmouth-athletic');
  });

  it('should allow nothing to a visitor, or before entitlements are known', () => {
    expect(liveAccess(match, false, ['video-subscription'])).toEqual({ video: false, audio: false });
    expect(liveAccess(match, true, null)).toEqual({ video: false, audio: false });
  });

  it('should allow video with the subscription or the match pass, audio with the audio pass', () => {
    expect(liveAccess(match, true, ['video-subscription'])).toEqual({ video: true, audio: false });
    expect(liveAccess(match, true, ['match-pass-2026-11-28-lanmouth-athletic'])).toEqual({ video: true, audio: false });
    expect(liveAccess(match, true, ['match-pass-2026-12-05-other'])).toEqual({ video: false, audio: false });
    expect(liveAccess(match, true, ['audio-pass'])).toEqual({ video: false, audio: true });
  });

  it('should say what the passes allow', () => {
    expect(liveAccessText({ video: false, audio: false }, false)).toMatch(/^Log in/);
    expect(liveAccessText({ video: true, audio: true }, true)).toBe('Your passes let you watch and listen to this match live.');
    expect(liveAccessText({ video: true, audio: false }, true)).toBe('Your pass lets you watch this match live.');
    expect(liveAccessText({ video: false, audio: false }, true)).toBe('You do not have a pass for this match yet.');
  });
});
