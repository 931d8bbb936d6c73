import { ApiError, StudioConflictError } from '@club/api-client';

/** Where a versioned edit (an article, a page) stands against the platform, as its status line says it. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: string }
  | { status: 'failed'; message: string }
  | { status: 'conflict'; message: string };

/** Saved at `at`, or never saved. */
export const savedAt = (at: string | null | undefined): SaveState => (at ? { status: 'saved', at } : { status: 'idle' });

/** A refused save: someone else saved since (409, which stops every save until their version is loaded), or why not. */
export function refusedSave(error: unknown): SaveState {
  if (error instanceof StudioConflictError) return { status: 'conflict', message: error.message };
  return { status: 'failed', message: error instanceof ApiError ? error.message : 'The platform could not be reached.' };
}

/** No save may start while one is in flight or after a conflict. */
export const canSave = (state: SaveState): boolean => state.status !== 'saving' && state.status !== 'conflict';

export type SaveStatusOptions = {
  state: SaveState;
  /** The form holds changes the platform does not have. */
  dirty: boolean;
  /** What is being edited, for 'someone else saved this article'. */
  noun: string;
  /** Drafts save themselves as they are typed. */
  autosaves?: boolean;
  valid?: boolean;
  /** What is missing before anything can be saved the first time, e.g. 'give the article a title'. */
  firstSaveNeeds?: string;
};

/** 'Saved 15:20', 'Saving…', 'Unsaved changes' or what went wrong. */
export function saveStatusText({ state, dirty, noun, autosaves = false, valid = true, firstSaveNeeds = 'fix the fields marked below' }: SaveStatusOptions, time: (at: string) => string): string {
  switch (state.status) {
    case 'saving':
      return 'Saving…';
    case 'failed':
      return `Not saved: ${state.message}`;
    case 'conflict':
      return `Not saved: someone else saved this ${noun}`;
    case 'saved':
      if (dirty && !autosaves) return 'Unsaved changes';
      if (dirty && !valid) return 'Not saved: fix the fields marked below';
      return `Saved ${time(state.at)}`;
    case 'idle':
      if (dirty && !valid) return `Not saved yet: ${firstSaveNeeds}`;
      if (dirty && !autosaves) return 'Unsaved changes';
      return autosaves ? 'Drafts save as you type' : '';
    default:
      return state satisfies never;
  }
}
