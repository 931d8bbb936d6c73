import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { AuditLog, auditKinds, type AuditSearch } from './-components/AuditLog';

function validateSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page);
  const kind = auditKinds.find((candidate) => candidate.value === search.kind)?.value;
  const actor = typeof search.actor === 'string' ? search.actor.trim().toLowerCase().slice(0, 254) : '';
  return { ...(Number.isInteger(page) && page > 1 ? { page } : {}), ...(kind ? { kind } : {}), ...(actor ? { actor } : {}) };
}

/** Every change staff made, newest first, 50 a page, by who and by kind. */
export const Route = createFileRoute('/_staff/audit/')({
  validateSearch,
  head: () => ({ meta: [{ title: `Audit log | ${siteName}` }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditLog search={Route.useSearch()} />;
}
