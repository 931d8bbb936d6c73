import { clubTimeZone } from '@club/ui';
import { formatInTimeZone } from 'date-fns-tz';
// jsdiff: a word-level diff of two texts (the common subsequence of their words), well kept and typed.
import { diffWordsWithSpace } from 'diff';

/** A field two revisions are compared on (the words a reader sees), and what the history calls it. */
export type ComparedField = { field: string; label: string };

/** A run of text in a comparison: in both, only in the newer (added) or only in the older (removed). */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type FieldComparison = { field: string; label: string; changed: boolean; parts: DiffPart[] };

/** The texts of a revision to compare, by field: an article's title, standfirst and body's text (paragraphs on lines), a page's title, summary and body's. */
export type ComparedTexts = Record<string, string>;

/**
 * Field by field (`fields`, in their order), what changed from `older` to `newer`, word by word: each
 * field with the runs of text they share and those removed or added, in reading order. A field that did
 * not change is one 'same' run; a field a revision lacks is empty.
 */
export function compareTexts(fields: readonly ComparedField[], older: ComparedTexts, newer: ComparedTexts): FieldComparison[] {
  return fields.map(({ field, label }) => {
    const before = older[field] ?? '';
    const after = newer[field] ?? '';
    if (before === after) return { field, label, changed: false, parts: before ? [{ kind: 'same', text: before }] : [] };
    const parts = diffWordsWithSpace(before, after).map(
      (change): DiffPart => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }),
    );
    return { field, label, changed: true, parts: coalesce(parts) };
  });
}

/**
 * Reads as phrases, not alternating words: changes separated only by spaces or punctuation become one
 * removed run and one added run ('A late winner' → 'Overwritten by mistake' is one of each, not six),
 * what separated them in both.
 */
function coalesce(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if ((removed || added) && /^[\s\p{P}]+$/u.test(part.text) && parts[index + 1] !== undefined && parts[index + 1]!.kind !== 'same') {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}

/** What a history calls its changes and its fields: each history's own (an article's, a page's). */
export type HistoryWords = {
  /** By action; `baseline` (what stood before the studio kept history) is said without a person. */
  actions: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, string>>;
};

/** A revision's line in the history: what happened, who did it and when (London), and what it changed. */
export function describeRevision(
  revision: { version: number; at: string; action: string; byName: string; changed: readonly string[] },
  words: HistoryWords,
): { title: string; changed: string } {
  const when = formatInTimeZone(new Date(revision.at), clubTimeZone, 'd MMM yyyy, HH:mm');
  const action = words.actions[revision.action] ?? revision.action;
  const what = revision.action === 'baseline' ? action : `${action} by ${revision.byName}`;
  const changed = revision.changed.length === 0 ? 'No fields changed' : `Changed: ${revision.changed.map((field) => words.fields[field] ?? field).join(', ')}`;
  return { title: `Version ${revision.version}: ${what}, ${when}`, changed };
}
