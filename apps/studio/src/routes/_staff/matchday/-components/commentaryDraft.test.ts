import { commentaryMessages } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { freshDraft, lineMinute, lineWhen, readDraft } from './commentaryDraft';
import { matchTimeMessage } from './eventText';

const live = (minute: number, addedTime: number | null = null) => ({ minute, addedTime, period: 'second-half' as const, score: { home: 0, away: 0 }, updatedAt: '' });

describe('the commentary form', () => {
  it("should start a line at the match clock's time, its added time too, and at 0 before kick-off", () => {
    expect(freshDraft(live(39))).toEqual({ when: '39', text: '' });
    expect(freshDraft(live(90, 3)).when).toBe('90+3');
    expect(freshDraft(null).when).toBe('0');
  });

  it('should give the platform a trimmed line with its minute', () => {
    expect(readDraft({ when: '90+2', text: '  Last chance!  ' })).toEqual({ body: { minute: 90, addedTime: 2, text: 'Last chance!' }, problems: null });
    expect(readDraft({ when: '12', text: 'Corner.' }).body).toEqual({ minute: 12, addedTime: null, text: 'Corner.' });
    expect(readDraft({ when: '0', text: 'Team news is in.' }).body).toEqual({ minute: 0, addedTime: null, text: 'Team news is in.' });
  });

  it('should say what is wrong, field by field, in the words the platform and the event form use', () => {
    expect(readDraft({ when: '', text: ' ' }).problems).toEqual({ when: matchTimeMessage, text: commentaryMessages.empty });
    expect(readDraft({ when: '121', text: 'x'.repeat(281) }).problems).toEqual({ when: matchTimeMessage, text: commentaryMessages.tooLong });
    expect(readDraft({ when: '30+2', text: 'Hm' }).problems).toEqual({ when: matchTimeMessage });
    expect(readDraft({ when: '90+25', text: 'Hm' }).problems).toEqual({ when: matchTimeMessage });
  });

  it('should show a line\'s time as the match centre does, and give it back to its form', () => {
    expect(lineMinute({ minute: 39, addedTime: null })).toBe("39'");
    expect(lineMinute({ minute: 90, addedTime: 2 })).toBe("90+2'");
    expect(lineWhen({ minute: 90, addedTime: 2 })).toBe('90+2');
  });
});
