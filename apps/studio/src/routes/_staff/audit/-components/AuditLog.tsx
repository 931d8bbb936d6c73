import type { StudioAuditEntry, StudioAuditQuery } from '@club/api-client';
import { Button, Heading, Select, TextField, toIsoDateTime } from '@club/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as styles from '../../../../studio/desk/desk.css';
import { PagedResults } from '../../../../studio/kit/KitList';
import { londonDateTime } from '../../../../studio/kit/windowText';
import { auditChanges, auditSubject } from './auditChanges';
import { studioQueries } from '../../../../studio/queries';
import { useStudioApi } from '../../../../studio/studioApi';
import { listHref } from '../../../../studio/listSearch';

/** The kinds of thing staff change, by the log's entity names. */
export const auditKinds = [
  { value: 'article', label: 'Articles' },
  { value: 'page', label: 'Content pages' },
  { value: 'image', label: 'Images' },
  { value: 'match', label: 'Matches' },
  { value: 'clubtv-video', label: 'Club TV videos' },
  { value: 'voucher', label: 'Vouchers' },
  { value: 'fan', label: 'Fans' },
  { value: 'staff', label: 'Staff roles' },
] as const;

export type AuditSearch = { page?: number; kind?: (typeof auditKinds)[number]['value']; actor?: string };

function auditHref({ kind, actor, page }: AuditSearch): string {
  return listHref('/audit', { kind, actor, page });
}

/** The platform's query for the log's address: the route's loader and the page ask for the same page. */
export function auditQueryOf(search: AuditSearch): StudioAuditQuery {
  return { page: search.page ?? 1, ...(search.kind ? { entity: search.kind } : {}), ...(search.actor ? { actor: search.actor } : {}) };
}

export function AuditLog({ search }: { search: AuditSearch }) {
  const studio = useStudioApi();
  const navigate = useNavigate();
  const [kind, setKind] = useState<string>(search.kind ?? '');
  const [actor, setActor] = useState(search.actor ?? '');
  const result = useQuery({ ...studioQueries.audit(studio, auditQueryOf(search)), placeholderData: keepPreviousData });

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = auditKinds.find((candidate) => candidate.value === kind)?.value;
    const who = actor.trim().toLowerCase();
    void navigate({ to: '/audit', search: { ...(chosen ? { kind: chosen } : {}), ...(who ? { actor: who } : {}) } });
  };

  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Audit log
      </Heading>
      <form className={styles.search} role="search" aria-label="Filter the audit log" onSubmit={onFilter}>
        <Select label="Kind" name="kind" placeholder="Every kind" options={auditKinds} value={kind} onChange={setKind} />
        <TextField type="email" label="Staff member" name="actor" hint="Their email" value={actor} onChange={setActor} />
        <Button type="submit" variant="ghost-dark" icon="Search">
          Filter
        </Button>
      </form>
      <PagedResults
        result={result}
        loading="Loading the audit log"
        failure="The audit log could not be loaded. Reload the page to try again."
        empty={{ title: 'Nothing logged', message: 'No change matches these filters.' }}
        listLabel="Changes, newest first"
        pagesLabel="Audit log pages"
        hrefFor={(page) => auditHref({ ...search, page })}
      >
        {result.data?.items.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </PagedResults>
    </div>
  );
}

function AuditRow({ entry }: { entry: StudioAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className={styles.logRow}>
      <div className={styles.main}>
        <p className={styles.title}>
          {entry.action} · {auditSubject(entry)}
        </p>
        <p className={styles.meta}>
          <time dateTime={toIsoDateTime(entry.at)}>{londonDateTime(entry.at)}</time> (London) by {entry.actorEmail}
        </p>
      </div>
      {changes.length > 0 && (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className={styles.meta}>What changed</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>
                    <pre className={styles.code}>{change.before}</pre>
                  </td>
                  <td>
                    <pre className={styles.code}>{change.after}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
