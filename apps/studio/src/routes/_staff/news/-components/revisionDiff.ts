import { studioRevisionFieldNames, type StudioRevisionAction, type StudioRevisionField } from '@club/api-client';
import { clubTimeZone } from '@club/ui';
import { formatInTimeZone } from 'date-fns-tz';
// jsdiff: a word-level diff of two texts (the common subsequence of their words), well kept and typed.
import { diffWordsWithSpace } from 'diff';

/** What two revisions are compared on: the words a reader sees. */
export const comparedFields = ['title', 'standfirst', 'body'] as const;
export type ComparedField = (typeof comparedFields)[number];

/** A run of text in a comparison: in both, only in the newer (added) or only in the older (removed). */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type FieldComparison = { field: ComparedField; label: string; changed: boolean; parts: DiffPart[] };

/** The texts of a revision to compare: the title, the standfirst and the body's text (paragraphs on lines). */
export type ComparedTexts = Record<ComparedField, string>;

/**
 * Field by field, what changed from `older` to `newer`, word by word: each field with the runs of text
 * they share and those removed or added, in reading order. A field that did not change is one 'same' run.
 */
export function compareTexts(older: ComparedTexts, newer: ComparedTexts): FieldComparison[] {
  return comparedFields.map((field) => {
    const before = older[field];
    const after = newer[field];
    const label = studioRevisionFieldNames[field];
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

const actionWords: Record<StudioRevisionAction, string> = {
  baseline: 'Original, before the studio kept history',
  create: 'Created',
  update: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  draft: 'Draft changes saved',
  publishDraft: 'Changes published',
  discardDraft: 'Draft discarded',
};

/** A revision's line in the history: what happened, who did it and when (London), and what it changed. */
export function describeRevision(revision: {
  version: number;
  at: string;
  action: StudioRevisionAction;
  byName: string;
  changed: readonly StudioRevisionField[];
  restoredFrom: number | null;
}): { title: string; changed: string } {
  const when = formatInTimeZone(new Date(revision.at), clubTimeZone, 'd MMM yyyy, HH:mm');
  const what = revision.action === 'baseline' ? actionWords.baseline : `${actionWords[revision.action]} by ${revision.byName}`;
  const changed =
    revision.changed.length === 0 ? 'No fields changed' : `Changed: ${revision.changed.map((field) => studioRevisionFieldNames[field]).join(', ')}`;
  return { title: `Version ${revision.version}: ${what}, ${when}`, changed };
}
