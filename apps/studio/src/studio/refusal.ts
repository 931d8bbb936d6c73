import { ApiError } from '@club/api-client';

/** The words of a refusal, or a plain sentence when the platform could not be reached. */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
