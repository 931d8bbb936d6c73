import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './identity/identity.schemas';
import { newsSearchQuerySchema } from './news/news.schemas';
import { hasUnsafeCharacters, stripUnsafeCharacters, unsafeNameMessage } from './text';
import { personNameSchema, safeTextSchema } from './text.schemas';

const unsafe = {
  nul: 'Ann\u0000e',
  escape: 'Ann\u001b[31me',
  del: 'Ann\u007fe',
  c1: 'Ann\u0085e',
  'right-to-left override': 'Ann\u202ee',
  'left-to-right embedding': 'Ann\u202ae',
  'first strong isolate': 'Ann\u2068e',
  'pop directional isolate': 'Ann\u2069e',
  'lone high surrogate': 'Ann\ud83de',
  'lone low surrogate': 'Ann\ude00e',
  'high surrogate at the end': 'Anne\ud83d',
};

describe('hasUnsafeCharacters', () => {
  it.each(Object.entries(unsafe))('should find a %s', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it('should pass names from every script, accents, emoji and right-to-left text', () => {
    for (const text of ['Zoë Ó Súilleabháin', 'Łukasz', '李小龍', 'محمد', 'שרה', 'Nguyễn', 'Anne 😀', 'Jean-Luc', "O'Brien", 'Anne\tMarie']) {
      expect(hasUnsafeCharacters(text), text).toBe(false);
    }
  });

  it('should allow newlines only in text with lines', () => {
    expect(hasUnsafeCharacters('one\ntwo')).toBe(true);
    expect(hasUnsafeCharacters('one\r\ntwo', { lines: true })).toBe(false);
    expect(hasUnsafeCharacters('one\u0000two', { lines: true })).toBe(true);
  });
});

describe('stripUnsafeCharacters', () => {
  it('should drop the unsafe characters and keep the rest, emoji included', () => {
    expect(stripUnsafeCharacters('\u202egoal\u0000 😀 \ud83d')).toBe('goal 😀 ');
  });
});

describe('personNameSchema', () => {
  it('should refuse an unsafe name with a plain sentence', () => {
    const result = personNameSchema.safeParse(unsafe['right-to-left override']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(unsafeNameMessage);
  });

  it('should trim a name and refuse one over 100 characters', () => {
    expect(personNameSchema.parse('  Zoë  ')).toBe('Zoë');
    expect(personNameSchema.safeParse('a'.repeat(101)).success).toBe(false);
  });

  it('should guard the names of a sign-up', () => {
    const body = { username: 'fan@example.com', password: 'long enough', attributes: { email: 'fan@example.com' } };
    expect(signUpBodySchema.safeParse({ ...body, attributes: { ...body.attributes, given_name: 'Ann\u0000' } }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...body, attributes: { ...body.attributes, family_name: '\u202eevil' } }).success).toBe(false);
    expect(signUpBodySchema.parse({ ...body, attributes: { ...body.attributes, given_name: 'Zoë' } }).attributes.given_name).toBe('Zoë');
  });
});

describe('safeTextSchema', () => {
  it('should take a message of its own', () => {
    expect(safeTextSchema({ message: 'No.' }).safeParse('\u0007').error?.issues[0]?.message).toBe('No.');
  });
});

describe('newsSearchQuerySchema', () => {
  it('should strip unsafe characters from a search rather than refuse it', () => {
    expect(newsSearchQuerySchema.parse({ query: 'blues\u202e\u0000 win' }).query).toBe('blues win');
  });
});
