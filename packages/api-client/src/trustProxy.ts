/**
 * TRUST_PROXY as the platform and the sites' servers read it: `true` / `false`, or a comma-separated
 * list of addresses and CIDR ranges (and the names loopback, linklocal, uniquelocal), lower-cased.
 * Unset or blank gives `fallback`: each server decides whom it believes by default.
 */
export function parseTrustProxy<Fallback>(value: string | undefined, fallback: Fallback): boolean | string[] | Fallback {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return fallback;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
