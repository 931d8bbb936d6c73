// Where the journeys' servers listen (playwright.config.ts starts them there). E2E_PORT_OFFSET moves all
// four together, so two checkouts on one machine (two engineers' worktrees) can run journeys at once
// without one testing the other's build. Unset, they are 4100 and 3100–3102.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 900) {
  throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 900, not "${process.env.E2E_PORT_OFFSET}"`);
}

export const ports = { platform: 4100 + offset, club: 3100 + offset, streamer: 3101 + offset, studio: 3102 + offset };

/** The platform the browser journeys run against. */
export const platformUrl = `http://127.0.0.1:${ports.platform}`;
export const clubUrl = `http://127.0.0.1:${ports.club}`;
export const streamerUrl = `http://127.0.0.1:${ports.streamer}`;
export const studioUrl = `http://127.0.0.1:${ports.studio}`;

/** `url` as a pattern for `toHaveURL`, matching it at the start of the address. */
export const startsWith = (url: string, rest = ''): RegExp =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);
