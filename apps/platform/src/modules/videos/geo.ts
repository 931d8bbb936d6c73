import type { FastifyRequest } from 'fastify';
import type { GeoConfig } from '../../config';

/**
 * The viewer's country for the live blackout: the configured proxy header (GEO_COUNTRY_HEADER, e.g.
 * Cloudflare's `cf-ipcountry`), believed only when the request came through a proxy TRUST_PROXY names
 * — Fastify's `request.ips` holds more than the peer's address only when that peer is trusted and
 * forwarded the request (X-Forwarded-For) — so a visitor cannot claim a country by sending the header
 * to the platform directly. Otherwise GEO_DEFAULT_COUNTRY, or null (unknown: no blackout applies).
 */
export function countryOf(request: FastifyRequest, geo: GeoConfig | undefined): string | null {
  const header = geo?.countryHeader;
  if (header) {
    const forwarded = (request.ips?.length ?? 0) > 1;
    const raw = request.headers[header];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    // 'XX' is Cloudflare's 'no country'; 'T1' (Tor) and other non-letters are not countries either.
    if (forwarded && value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return geo?.defaultCountry ?? null;
}
