import { studioCompPassBodySchema, type StudioCompPassBody, type StudioFan } from '@club/api-client';
import { Button, Heading, Select, TextField } from '@club/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { useStudioApi } from '../../../../studio/studioApi';

type Field = keyof StudioCompPassBody;

/** A named package for a number of days, given to this fan now; checked as typed with the platform's schema. */
export function CompPassForm({ fan, onGiven }: { fan: StudioFan; onGiven: (next: StudioFan) => void }) {
  const studio = useStudioApi();
  const options = useQuery(deskQueries.grantOptions(studio));
  const [form, setForm] = useState({ packageId: '', priceId: '', days: '7' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = studioCompPassBodySchema.safeParse({ ...form, days: /^\s*\d+\s*$/.test(form.days) ? Number(form.days) : Number.NaN });
  const errorOf = (field: Field) =>
    (submitted || touched[field]) && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined;
  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value, ...(field === 'packageId' ? { priceId: '' } : {}) }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const give = useMutation({
    mutationFn: (body: StudioCompPassBody) => studio.fans.grantComp(fan.sub, body),
    onSuccess: (next) => {
      setSubmitted(false);
      setTouched({});
      onGiven(next);
    },
    onError: (error) => setRefusal(refusalOf(error, 'The pass could not be given. Try again.')),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (parsed.success) give.mutate(parsed.data);
  };
  const pkg = options.data?.packages.find((candidate) => candidate.id === form.packageId);

  return (
    <section className={styles.panel} aria-labelledby="comp-heading">
      <Heading level={3} as="h2" id="comp-heading">
        Give a complimentary pass
      </Heading>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Select
          label="Package"
          name="compPackage"
          placeholder="Choose a package"
          options={(options.data?.packages ?? []).map((candidate) => ({ value: candidate.id, label: candidate.title }))}
          value={form.packageId}
          onChange={set('packageId')}
          error={errorOf('packageId')}
        />
        <Select
          label="Price it stands for"
          name="compPrice"
          placeholder={pkg ? 'Choose a price' : 'Choose a package first'}
          options={(pkg?.prices ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label }))}
          value={form.priceId}
          onChange={set('priceId')}
          error={errorOf('priceId')}
        />
        <TextField label="Days" name="compDays" hint="From now" value={form.days} onChange={set('days')} error={errorOf('days')} />
        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit" variant="ghost-dark" aria-disabled={give.isPending || undefined}>
            {give.isPending ? 'Giving…' : 'Give pass'}
          </Button>
        </div>
      </form>
      <FormAlert message={refusal} />
    </section>
  );
}
