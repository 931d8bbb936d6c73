/** One field of an audited entity that a change touched, as short readable text. */
export type AuditChange = { field: string; before: string; after: string };

const maxText = 300;

function readable(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  if (typeof value === 'string') return value.length > maxText ? `${value.slice(0, maxText)}…` : value || '(empty)';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > maxText ? `${json.slice(0, maxText)}…` : json;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before and after side by side, only the fields that differ (a new entity: every field of it). A whole
 * article body is long: each side is cut to a few hundred characters.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before: readable(before), after: readable(after) }];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({ field, before: isRecord(before) ? readable(old[field]) : '—', after: isRecord(after) ? readable(next[field]) : '—' }));
}

/** The fields that name an audited thing to a person, in the order they are tried. */
const namingFields = ['title', 'name', 'email', 'code', 'slug', 'path'] as const;

/**
 * What a log row is about, in words staff recognise (an article's title, a member's email, a voucher's
 * code), from the change's after (or, for a removal, its before); the entity and its id when neither
 * names it.
 */
export function auditSubject(entry: { entity: string; entityId: string; before: unknown; after: unknown }): string {
  for (const side of [entry.after, entry.before]) {
    if (!isRecord(side)) continue;
    const named = namingFields.map((field) => side[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (named) return `${entry.entity} “${named.length > 80 ? `${named.slice(0, 80)}…` : named}”`;
  }
  return `${entry.entity} ${entry.entityId}`;
}
