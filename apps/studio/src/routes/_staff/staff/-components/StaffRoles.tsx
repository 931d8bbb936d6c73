import { staffRoles, studioStaffRoleBodySchema, type StaffRole, type StudioStaffMember } from '@club/api-client';
import { Button, Heading, Loader, Select, Text, TextField } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { roleLabels } from '../../../../studio/desks';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { stacked } from './StaffRoles.css';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { studioKeys } from '../../../../studio/queryKeys';
import { refusalOf } from '../../../../studio/refusal';
import { useStudioApi } from '../../../../studio/studioApi';

export function StaffRoles() {
  const studio = useStudioApi();
  const { access } = useRouteContext({ from: '/_staff' });
  const me = access.state === 'staff' ? access.session.sub : '';
  const queryClient = useQueryClient();
  const staff = useQuery(deskQueries.staff(studio));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const parsed = studioStaffRoleBodySchema.safeParse({ email, role, granted: true });
  const errorOf = (field: 'email' | 'role') => (touched && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined);

  const change = useMutation({
    mutationFn: studio.fans.setStaffRole,
    onSuccess: async (member, body) => {
      setRefusal(null);
      setDone(`${member.email}: ${roleLabels[body.role]} ${body.granted ? 'granted' : 'removed'}.`);
      await queryClient.invalidateQueries({ queryKey: studioKeys.staff });
      // One's own roles decide the desks: read the session again when they change.
      if (member.sub === me) await queryClient.invalidateQueries({ queryKey: studioKeys.access });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The role could not be changed. Try again.')),
  });

  const onGrant = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) change.mutate(parsed.data);
  };

  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Staff roles
      </Heading>
      <Text>Editors write news, content pages and Club TV, match-day staff run fixtures and live matches, commercial staff run the commercial desk, and administrators do all of it plus fans and staff roles.</Text>
      <section className={styles.panel} aria-labelledby="grant-heading">
        <Heading level={3} as="h2" id="grant-heading">
          Grant a role
        </Heading>
        <form className={styles.form} onSubmit={onGrant} noValidate>
          <TextField
            type="email"
            label="Email"
            name="email"
            hint="The account must exist: staff sign in with the same account as fans"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setTouched(true);
            }}
            error={errorOf('email')}
          />
          <Select
            label="Role"
            name="role"
            placeholder="Choose a role"
            options={staffRoles.map((value) => ({ value, label: roleLabels[value] }))}
            value={role}
            onChange={(value) => {
              setRole(value);
              setTouched(true);
            }}
            error={errorOf('role')}
          />
          <div className={styles.actions}>
            <Button type="submit" aria-disabled={change.isPending || undefined}>
              Grant role
            </Button>
          </div>
        </form>
        <p className={styles.hint} role="status">
          {done}
        </p>
        <FormAlert message={refusal} />
      </section>
      {staff.status === 'pending' && <Loader label="Loading the staff" />}
      {staff.status === 'error' && <Text tone="critical">{refusalOf(staff.error, 'The staff could not be loaded. Reload the page to try again.')}</Text>}
      {staff.status === 'success' && (
        <div className={styles.tableBox}>
          <table className={`${styles.table} ${stacked}`}>
            <caption>Staff ({staff.data.items.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Roles</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.items.map((member) => (
                <StaffRow key={member.sub} member={member} me={me} onRemove={(removed) => change.mutate({ email: member.email, role: removed, granted: false })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function StaffRow({ member, me, onRemove }: { member: StudioStaffMember; me: string; onRemove: (role: StaffRole) => void }) {
  return (
    <tr>
      <td data-label="Name">{member.name}</td>
      <td data-label="Email">{member.email}</td>
      <td data-label="Roles">
        <ul className={styles.roleList} aria-label={`Roles of ${member.email}`}>
          {member.roles.map((role) => (
            <li key={role} className={styles.choice}>
              {roleLabels[role]}
              {/* Nobody removes their own admin role: the platform refuses it, so the studio does not offer it. */}
              {!(role === 'admin' && member.sub === me) && (
                <Button size="small" variant="ghost-dark" onClick={() => onRemove(role)} aria-label={`Remove ${roleLabels[role]} from ${member.email}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
