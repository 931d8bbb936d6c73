import { clubTvVideoInputSchema, type ClubTvVideo, type ClubTvVideoInput } from '@club/api-client';
import { instantToLondonInput, londonInputToInstant } from '../../../../studio/kit/collection';

export type Access = 'free' | 'signedIn' | 'passes';

/** The form as people fill it in: text, a London wall-clock time, who may watch as a choice and ticks. */
export type VideoFormState = {
  title: string;
  description: string;
  category: string;
  team: string;
  season: string;
  access: Access;
  passes: string[];
  /** London wall-clock 'yyyy-MM-ddTHH:mm', '' for 'when published'. */
  release: string;
};

export type VideoField = 'title' | 'description' | 'category' | 'team' | 'season' | 'entitlements' | 'releaseFrom';

export { instantToLondonInput, londonInputToInstant };

export function formFromVideo(video: ClubTvVideo): VideoFormState {
  const access: Access = video.entitlements.includes('?') ? 'free' : video.entitlements.includes('*') ? 'signedIn' : 'passes';
  return {
    title: video.title,
    description: video.description,
    category: video.category ?? '',
    team: video.team ?? '',
    season: video.season ?? '',
    access,
    passes: access === 'passes' ? video.entitlements : [],
    release: video.releaseFrom ? instantToLondonInput(video.releaseFrom) : '',
  };
}

/** The form checked with the platform's own schema: the body to send, or a message per field. */
export function validateVideoForm(form: VideoFormState): { body: ClubTvVideoInput; errors: null } | { body: null; errors: Partial<Record<VideoField, string>> } {
  const releaseFrom = form.release === '' ? null : londonInputToInstant(form.release);
  const candidate = {
    title: form.title,
    description: form.description,
    category: form.category,
    team: form.team === '' ? null : form.team,
    season: form.season,
    entitlements: form.access === 'free' ? ['?'] : form.access === 'signedIn' ? ['*'] : form.passes,
    releaseFrom,
  };
  const result = clubTvVideoInputSchema.safeParse(candidate);
  if (result.success) return { body: result.data, errors: null };
  const errors: Partial<Record<VideoField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as VideoField | undefined;
    if (field && !errors[field]) errors[field] = field === 'releaseFrom' ? 'Give the release time as a date and time, or leave it empty.' : issue.message;
  }
  return { body: null, errors };
}
