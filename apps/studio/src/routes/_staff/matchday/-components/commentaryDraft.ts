import { commentaryMaxLength, commentaryMessages, type LiveState, type StudioCommentaryBody } from '@club/api-client';
import { currentMinuteText, matchTimeMessage, parseMinute } from './eventText';

/** A line as the console's form holds it: the match time and the words, as typed. */
export interface CommentaryDraft {
  /** '23', '90+2', or '0' before kick-off. */
  when: string;
  text: string;
}

export type CommentaryProblems = Partial<Record<keyof CommentaryDraft, string>>;

/** A new line's match time: the match clock's, or 0 before kick-off. */
export function freshDraft(live: LiveState | null | undefined): CommentaryDraft {
  return { when: live ? currentMinuteText(live) : '0', text: '' };
}

/**
 * The form's line as the platform takes it, or what is wrong with each field (the text in the platform's
 * words: api-client's `studioCommentaryBodySchema` says the same). Checked here, not with that schema:
 * the form's one match time is the schema's minute and added time.
 */
export function readDraft(draft: CommentaryDraft): { body: StudioCommentaryBody; problems: null } | { body: null; problems: CommentaryProblems } {
  const problems: CommentaryProblems = {};
  const text = draft.text.trim();
  if (text === '') problems.text = commentaryMessages.empty;
  else if (text.length > commentaryMaxLength) problems.text = commentaryMessages.tooLong;
  const when = draft.when.trim() === '0' ? { minute: 0, addedTime: null } : parseMinute(draft.when);
  if (!when || (when.addedTime ?? 0) > 20) problems.when = matchTimeMessage;
  if (!when || Object.keys(problems).length > 0) return { body: null, problems };
  return { body: { minute: when.minute, addedTime: when.addedTime, text }, problems: null };
}

/** A line's match time as the console lists it: "39'" or "90+2'". */
export function lineMinute(line: { minute: number; addedTime: number | null }): string {
  return line.addedTime ? `${line.minute}+${line.addedTime}'` : `${line.minute}'`;
}

/** A line's match time as its form shows it again: '39' or '90+2'. */
export function lineWhen(line: { minute: number; addedTime: number | null }): string {
  return line.addedTime ? `${line.minute}+${line.addedTime}` : String(line.minute);
}
