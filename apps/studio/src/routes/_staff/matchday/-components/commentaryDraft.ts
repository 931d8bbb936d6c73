import { commentaryMaxLength, commentaryMessages, type LiveState, type StudioCommentaryBody } from '@club/api-client';

/** A line as the console's form holds it: what the fields say, as typed. */
export interface CommentaryDraft {
  minute: string;
  addedTime: string;
  text: string;
}

export type CommentaryProblems = Partial<Record<keyof CommentaryDraft, string>>;

/** A new line's minute: the match's own (its added time too), or 0 before kick-off. */
export function freshDraft(live: LiveState | null | undefined): CommentaryDraft {
  return { minute: String(live?.minute ?? 0), addedTime: live?.addedTime ? String(live.addedTime) : '', text: '' };
}

const wholeIn = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/**
 * The form's line as the platform takes it, or what is wrong with each field, in the platform's words
 * (api-client's `studioCommentaryBodySchema` says the same; the console keeps zod out of its first load).
 */
export function readDraft(draft: CommentaryDraft): { body: StudioCommentaryBody; problems: null } | { body: null; problems: CommentaryProblems } {
  const problems: CommentaryProblems = {};
  const text = draft.text.trim();
  if (text === '') problems.text = commentaryMessages.empty;
  else if (text.length > commentaryMaxLength) problems.text = commentaryMessages.tooLong;
  if (!wholeIn(draft.minute, 0, 120)) problems.minute = commentaryMessages.minute;
  const added = draft.addedTime.trim();
  if (added !== '' && (!wholeIn(added, 1, 20) || (draft.minute.trim() !== '45' && draft.minute.trim() !== '90'))) problems.addedTime = commentaryMessages.addedTime;
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return { body: { minute: Number(draft.minute), addedTime: added === '' ? null : Number(added), text }, problems: null };
}

/** 'Holt is down…' as the console lists it: "39'" or "90+2'" before the words. */
export function lineMinute(line: { minute: number; addedTime: number | null }): string {
  return line.addedTime ? `${line.minute}+${line.addedTime}'` : `${line.minute}'`;
}
