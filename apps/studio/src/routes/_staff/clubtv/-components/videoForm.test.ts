import type { ClubTvVideo } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { formFromVideo, instantToLondonInput, londonInputToInstant, validateVideoForm } from './videoForm';

const video: ClubTvVideo = {
  id: 'tv-0123456789abcdef',
  title: 'Derby winner',
  description: '',
  category: 'highlights',
  team: 'first-team',
  season: '2026-27',
  entitlements: ['video-subscription'],
  releaseFrom: '2026-07-01T17:30:00.000Z',
  status: 'ready',
  progress: 100,
  failure: null,
  published: false,
  fileName: 'derby.mp4',
  fileBytes: 1000,
  duration: 3,
  captions: false,
  posterUrl: null,
  publicUrl: null,
  version: 2,
  createdAt: '2026-07-01T17:00:00.000Z',
  createdBy: 'editor@example.com',
  updatedAt: '2026-07-01T17:00:00.000Z',
  updatedBy: 'editor@example.com',
};

describe('the video form', () => {
  it('should read and write release times in London time, summer and winter', () => {
    expect(instantToLondonInput('2026-07-01T17:30:00.000Z')).toBe('2026-07-01T18:30');
    expect(londonInputToInstant('2026-12-05T18:00')).toBe('2026-12-05T18:00:00.000Z');
    expect(londonInputToInstant('not a time')).toBe('');
  });

  it('should turn a saved video into the form and back into the same body', () => {
    const form = formFromVideo(video);
    expect(form).toMatchObject({ access: 'passes', passes: ['video-subscription'], release: '2026-07-01T18:30' });
    expect(validateVideoForm(form).body).toEqual({
      title: 'Derby winner',
      description: '',
      category: 'highlights',
      team: 'first-team',
      season: '2026-27',
      entitlements: ['video-subscription'],
      releaseFrom: '2026-07-01T17:30:00.000Z',
    });
  });

  it('should say what is wrong with each field, in the platform schema words', () => {
    const checked = validateVideoForm({ ...formFromVideo(video), title: ' ', access: 'passes', passes: [], category: '' });
    expect(checked.errors).toMatchObject({
      title: 'Give the video a title.',
      category: 'Choose a category.',
      entitlements: 'Choose who may watch: free, any signed-in fan, or the passes that open it.',
    });
    expect(validateVideoForm({ ...formFromVideo(video), access: 'free' }).body?.entitlements).toEqual(['?']);
  });
});
