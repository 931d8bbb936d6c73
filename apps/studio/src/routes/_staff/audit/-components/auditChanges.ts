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
