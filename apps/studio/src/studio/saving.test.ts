import { ApiError, StudioConflictError } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { canSave, refusedSave, savedAt, saveStatusText, type SaveState } from './saving';

const time = (at: string) => at.slice(11, 16);
const saved: SaveState = { status: 'saved', at: '2026-12-05T15:20:00.000Z' };

describe('saveStatusText', () => {
  it('should say when an article was saved, and that drafts save as they are typed', () => {
    expect(saveStatusText({ state: saved, dirty: false, noun: 'article', autosaves: true }, time)).toBe('Saved 15:20');
    expect(saveStatusText({ state: { status: 'idle' }, dirty: false, noun: 'article', autosaves: true }, time)).toBe('Drafts save as you type');
    expect(saveStatusText({ state: saved, dirty: true, noun: 'article', autosaves: true, valid: false }, time)).toBe('Not saved: fix the fields marked below');
    expect(
      saveStatusText({ state: { status: 'idle' }, dirty: true, noun: 'article', autosaves: true, valid: false, firstSaveNeeds: 'give the article a title' }, time),
    ).toBe('Not saved yet: give the article a title');
  });

  it('should say a live page or article has unsaved changes until Save changes is pressed', () => {
    expect(saveStatusText({ state: saved, dirty: true, noun: 'page' }, time)).toBe('Unsaved changes');
    expect(saveStatusText({ state: { status: 'idle' }, dirty: true, noun: 'page' }, time)).toBe('Unsaved changes');
    expect(saveStatusText({ state: { status: 'idle' }, dirty: false, noun: 'page' }, time)).toBe('');
  });

  it('should name what someone else saved, and say why a save failed', () => {
    expect(saveStatusText({ state: { status: 'conflict', message: 'x' }, dirty: true, noun: 'page' }, time)).toBe('Not saved: someone else saved this page');
    expect(saveStatusText({ state: { status: 'failed', message: 'The title is too long.' }, dirty: true, noun: 'article' }, time)).toBe(
      'Not saved: The title is too long.',
    );
    expect(saveStatusText({ state: { status: 'saving' }, dirty: true, noun: 'article' }, time)).toBe('Saving…');
  });
});

describe('refusedSave', () => {
  it('should stop saving on a conflict, and keep the platform words of any other refusal', () => {
    const conflict = refusedSave(new StudioConflictError({
        statusCode: 409,
        error: 'Conflict',
        message: 'Eden Editor saved this at 15:21.',
        code: 'versionConflict',
        updatedBy: 'editor@example.com',
        updatedByName: 'Eden Editor',
        updatedAt: '2026-12-05T15:21:00.000Z',
        version: 4,
      }));
    expect(conflict).toEqual({ status: 'conflict', message: 'Eden Editor saved this at 15:21.' });
    expect(canSave(conflict)).toBe(false);
    expect(refusedSave(new ApiError(400, 'The title is too long.'))).toEqual({ status: 'failed', message: 'The title is too long.' });
    expect(refusedSave(new TypeError('Failed to fetch'))).toEqual({ status: 'failed', message: 'The platform could not be reached.' });
    expect(canSave(savedAt('2026-12-05T15:20:00Z'))).toBe(true);
    expect(savedAt(null)).toEqual({ status: 'idle' });
  });
});
