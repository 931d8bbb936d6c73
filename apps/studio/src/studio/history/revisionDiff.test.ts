import { describe, expect, it } from 'vitest';
import { compareTexts as compareWith, describeRevision, type ComparedTexts, type HistoryWords } from './revisionDiff';

// An article's fields, as the newsroom compares them; any history's work the same way.
const fields = [
  { field: 'title', label: 'Title' },
  { field: 'standfirst', label: 'Standfirst' },
  { field: 'body', label: 'Body' },
];
const compareTexts = (older: ComparedTexts, newer: ComparedTexts) => compareWith(fields, older, newer);
const words: HistoryWords = {
  actions: { baseline: 'Original, before the studio kept history', update: 'Saved' },
  fields: { title: 'Title', body: 'Body' },
};

const older = { title: 'Blues win the derby', standfirst: 'A late goal settles it.', body: 'First paragraph.\nThe keeper saved twice.' };

describe('compareTexts', () => {
  it('should mark the words removed and added in each field, in reading order', () => {
    const [title, standfirst, body] = compareTexts(older, { ...older, title: 'Blues lose the derby', body: 'First paragraph.\nThe keeper saved three times.' });

    expect(title).toMatchObject({ field: 'title', label: 'Title', changed: true });
    expect(title!.parts).toEqual([
      { kind: 'same', text: 'Blues ' },
      { kind: 'removed', text: 'win' },
      { kind: 'added', text: 'lose' },
      { kind: 'same', text: ' the derby' },
    ]);
    expect(standfirst).toEqual({ field: 'standfirst', label: 'Standfirst', changed: false, parts: [{ kind: 'same', text: 'A late goal settles it.' }] });
    expect(body!.changed).toBe(true);
    // Read in order, the removed runs give the older text and the added runs the newer.
    const read = (kind: 'removed' | 'added') => body!.parts.filter((part) => part.kind !== (kind === 'removed' ? 'added' : 'removed')).map((part) => part.text).join('');
    expect(read('removed')).toBe(older.body);
    expect(read('added')).toBe('First paragraph.\nThe keeper saved three times.');
  });

  it('should read a rewritten sentence as one removed run and one added run, not word by word', () => {
    const [, , body] = compareTexts(older, { ...older, body: 'First paragraph.\nA clean sheet at last.' });
    expect(body!.parts).toEqual([
      { kind: 'same', text: 'First paragraph.\n' },
      { kind: 'removed', text: 'The keeper saved twice' },
      { kind: 'added', text: 'A clean sheet at last' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('should compare a field a revision lacks as empty', () => {
    const [title] = compareWith([{ field: 'title', label: 'Title' }], {}, { title: 'New' });
    expect(title).toEqual({ field: 'title', label: 'Title', changed: true, parts: [{ kind: 'added', text: 'New' }] });
  });

  it('should show a field filled in from nothing as all added', () => {
    const [, standfirst] = compareTexts({ ...older, standfirst: '' }, older);
    expect(standfirst!.parts).toEqual([{ kind: 'added', text: 'A late goal settles it.' }]);
  });
});

describe('describeRevision', () => {
  it('should say what happened, who did it, when in London and which fields changed', () => {
    const line = describeRevision({ version: 3, at: '2026-07-01T08:30:00.000Z', action: 'update', byName: 'Eddie Editor', changed: ['title', 'body'] }, words);
    expect(line).toEqual({ title: 'Version 3: Saved by Eddie Editor, 1 Jul 2026, 09:30', changed: 'Changed: Title, Body' });
  });

  it('should name a seeded story\'s baseline without a person', () => {
    expect(describeRevision({ version: 1, at: '2026-12-05T15:20:00.000Z', action: 'baseline', byName: 'x', changed: [] }, words)).toEqual({
      title: 'Version 1: Original, before the studio kept history, 5 Dec 2026, 15:20',
      changed: 'No fields changed',
    });
  });
});
