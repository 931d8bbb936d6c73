import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { AuditLog, auditKinds, auditQueryOf, type AuditSearch } from './-components/AuditLog';
import { loadDesk } from '../../../studio/desk/loadDesk';
import { studioQueries } from '../../../studio/queries';
import { pageOf } from '../../../studio/listSearch';

function validateSearch(search: Record<string, unknown>): AuditSearch {
  const kind = auditKinds.find((candidate) => candidate.value === search.kind)?.value;
  const actor = typeof search.actor === 'string' ? search.actor.trim().toLowerCase().slice(0, 254) : '';
  return { ...pageOf(search), ...(kind ? { kind } : {}), ...(actor ? { actor } : {}) };
}

/** Every change staff made, newest first, 50 a page, by who and by kind. */
export const Route = createFileRoute('/_staff/audit/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'audit', (queryClient, studio) => queryClient.ensureQueryData(studioQueries.audit(studio, auditQueryOf(deps)))),
  head: () => ({ meta: [{ title: `Audit log | ${siteName}` }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditLog search={Route.useSearch()} />;
}
