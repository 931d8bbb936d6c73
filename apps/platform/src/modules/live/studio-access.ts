import { readFileSync } from 'node:fs';
import { demoAccountsFile } from '../identity/seed';

/**
 * Who may record live match events, until the studio has a role model of its own: the accounts that
 * tooling/demo-accounts.json gives the 'matchday' or 'admin' staff role (DESIGN 'Seed data and demo
 * accounts': matchday@example.com, admin@example.com). Matched by the signed-in user's email.
 */
const studioGroups = new Set(['matchday', 'admin']);

interface StudioAccount {
  email: string;
  roles?: string[];
}

export function matchDayStaffEmails(file = demoAccountsFile): Set<string> {
  const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as { accounts: StudioAccount[] };
  return new Set(
    accounts
      .filter((account) => account.roles?.some((group) => studioGroups.has(group)))
      .map((account) => account.email.trim().toLowerCase()),
  );
}
