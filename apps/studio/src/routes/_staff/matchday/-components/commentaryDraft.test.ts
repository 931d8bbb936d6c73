import { commentaryMessages } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { freshDraft, lineMinute, readDraft } from './commentaryDraft';

describe('the commentary form', () => {
  it("should start a line at the match's minute, its added time too, and at 0 before kick-off", () => {
    expect(freshDraft({ minute: 39, addedTime: null, period: 'first-half', score: { home: 0, away: 0 }, updatedAt: '' })).toEqual({ minute: '39', addedTime: '', text: '' });
    expect(freshDraft({ minute: 90, addedTime: 3, period: 'second-half', score: { home: 0, away: 0 }, updatedAt: '' }).addedTime).toBe('3');
    expect(freshDraft(null).minute).toBe('0');
  });

  it('should give the platform a trimmed line with its minute', () => {
    expect(readDraft({ minute: '90', addedTime: '2', text: '  Last chance!  ' })).toEqual({ body: { minute: 90, addedTime: 2, text: 'Last chance!' }, problems: null });
    expect(readDraft({ minute: '12', addedTime: '', text: 'Corner.' }).body).toEqual({ minute: 12, addedTime: null, text: 'Corner.' });
  });

  it("should say what is wrong in the platform's words, field by field", () => {
    expect(readDraft({ minute: '', addedTime: '', text: ' ' }).problems).toEqual({ minute: commentaryMessages.minute, text: commentaryMessages.empty });
    expect(readDraft({ minute: '121', addedTime: '', text: 'x'.repeat(281) }).problems).toEqual({ minute: commentaryMessages.minute, text: commentaryMessages.tooLong });
    expect(readDraft({ minute: '30', addedTime: '2', text: 'Hm' }).problems).toEqual({ addedTime: commentaryMessages.addedTime });
    expect(readDraft({ minute: '4.5', addedTime: '', text: 'Hm' }).problems).toEqual({ minute: commentaryMessages.minute });
  });

  it('should show a minute as the match centre does', () => {
    expect(lineMinute({ minute: 39, addedTime: null })).toBe("39'");
    expect(lineMinute({ minute: 90, addedTime: 2 })).toBe("90+2'");
  });
});
