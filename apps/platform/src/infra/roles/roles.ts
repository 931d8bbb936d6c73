/**
 * The platform's roles (DESIGN 'Scale', issue 29): each a list of the modules that belong to it, run on as
 * many machines as a club needs. `npm start` runs all three in one process.
 *
 * - `api`: every HTTP route but /media/live; stateless, never spawns ffmpeg, starts no timer of its own.
 * - `worker`: the durable jobs (infra/jobs): Club TV transcodes, the renditions warm-up, Club TV releases,
 *   the payment simulator's webhook deliveries and their retries.
 * - `live`: the live encoders and the origin behind /media/live, and the demo live match under a lease.
 */
export const platformRoles = ['api', 'worker', 'live'] as const;
export type PlatformRole = (typeof platformRoles)[number];

const isRole = (value: string): value is PlatformRole => (platformRoles as readonly string[]).includes(value);

/**
 * PLATFORM_ROLES (`api,worker,live`) or `--role` values: absent or empty → every role. An unknown name is
 * refused with the list of known ones; duplicates are dropped; the result keeps `platformRoles`' order.
 */
export function parseRoles(value: string | undefined): PlatformRole[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...platformRoles];
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) {
    throw new Error(`PLATFORM_ROLES: unknown role '${unknown.join("', '")}' (the roles are ${platformRoles.join(', ')})`);
  }
  return platformRoles.filter((role) => names.includes(role));
}

/** The roles a module belongs to: a module that says nothing is an HTTP module of the `api` role. */
export const rolesOf = (module: { roles?: readonly PlatformRole[] }): readonly PlatformRole[] => module.roles ?? ['api'];

/** The modules of `modules` (in their order) that belong to any of `roles`. */
export function modulesFor<M extends { roles?: readonly PlatformRole[] }>(modules: readonly M[], roles: readonly PlatformRole[]): M[] {
  return modules.filter((module) => rolesOf(module).some((role) => roles.includes(role)));
}
