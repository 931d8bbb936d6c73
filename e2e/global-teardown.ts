import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

/** Removes the run's throwaway database, and only that: a path given from outside is left alone. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) return;
  const directory = dirname(file);
  if (basename(directory).startsWith('club-e2e-')) await rm(directory, { recursive: true, force: true });
}
