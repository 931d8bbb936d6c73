import { describe, expect, it } from 'vitest';
import { isEmptySearch, parseSearchQuery, toFts5Match, toTsQueryTerms } from './search-query';

describe('parseSearchQuery', () => {
  it('should lowercase words and split on anything that is not a letter or digit', () => {
    expect(parseSearchQuery('Kick-off: Blues v Rovers!')).toEqual({
      terms: ['kick', 'blues', 'v', 'rovers'],
      phrases: [],
    });
  });

  it('should keep letters with accents and digits', () => {
    expect(parseSearchQuery('Vitória 2024-25').terms).toEqual(['vitória', '2024', '25']);
  });

  it('should read a double-quoted part as an exact phrase', () => {
    expect(parseSearchQuery('"free kick" striker')).toEqual({ terms: ['striker'], phrases: [['free', 'kick']] });
  });

  it('should read curly quotes as quotes', () => {
    expect(parseSearchQuery('“free kick”').phrases).toEqual([['free', 'kick']]);
  });

  it('should treat an unbalanced quote as plain text', () => {
    expect(parseSearchQuery('"free kick')).toEqual({ terms: ['free', 'kick'], phrases: [] });
    expect(parseSearchQuery('"a b" "free kick')).toEqual({ terms: ['free', 'kick'], phrases: [['a', 'b']] });
  });

  it('should read operator words and symbols as plain words', () => {
    expect(parseSearchQuery('NEAR(striker AND contract) OR NOT -title:x*').terms).toEqual([
      'near',
      'striker',
      'contract',
      'title',
      'x',
    ]);
  });

  it('should drop stop words outside phrases, so a query of only stop words finds nothing', () => {
    expect(parseSearchQuery('the striker of the season')).toEqual({ terms: ['striker', 'season'], phrases: [] });
    expect(parseSearchQuery('"player of the season"').phrases).toEqual([['player', 'of', 'the', 'season']]);
    expect(isEmptySearch(parseSearchQuery('the AND or'))).toBe(true);
  });

  it('should drop repeated terms and cap a pasted essay', () => {
    expect(parseSearchQuery('blues blues BLUES').terms).toEqual(['blues']);
    expect(parseSearchQuery(Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ')).terms).toHaveLength(16);
  });

  it('should be empty for nothing but punctuation', () => {
    for (const raw of ['', ' ', '"', '""', '***', "'", '-', '()', ':']) {
      expect(isEmptySearch(parseSearchQuery(raw)), raw).toBe(true);
    }
  });
});

describe('toFts5Match', () => {
  it('should quote every word, star the terms and AND the parts', () => {
    expect(toFts5Match(parseSearchQuery('"free kick" strik and'))).toBe('"free kick" AND "strik"*');
  });
});

describe('toTsQueryTerms', () => {
  it('should make every term a prefix and AND them', () => {
    expect(toTsQueryTerms(parseSearchQuery('strik goal'))).toBe('strik:* & goal:*');
    expect(toTsQueryTerms(parseSearchQuery('"only a phrase"'))).toBe('');
  });
});
