import type { StudioSponsor, StudioSponsorRow } from '@club/api-client';
import { Button, Checkbox, Heading, Text, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { ImageField } from '../../../../studio/ImageField';
import * as styles from './desk.css';
import { deskApi, deskKeys, refusalOf } from './deskApi';
import { Radios } from './Radios';
import { emptySponsorForm, sponsorFormOf, validateSponsorForm, type SponsorField, type SponsorFormState } from './sponsorFormState';

/**
 * A sponsor, new in a row or opened to edit: each field checked as it is typed with the platform's own
 * schema. An edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function SponsorForm({ sponsor, rows, rowID }: { sponsor?: StudioSponsor; rows: StudioSponsorRow[]; rowID: number }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SponsorFormState>(() => (sponsor ? sponsorFormOf(sponsor) : emptySponsorForm(rowID)));
  const [touched, setTouched] = useState<Partial<Record<SponsorField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The version this form saves against: the one it was opened at, then each of its own saves'.
  const [version, setVersion] = useState(sponsor?.version ?? 0);

  const set = <K extends keyof SponsorFormState>(key: K, field: SponsorField) => (value: SponsorFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setSaved(null);
  };
  const checked = validateSponsorForm(form);
  const errorOf = (field: SponsorField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);
  const row = rows.find((known) => String(known.rowID) === form.rowID);

  const save = useMutation({
    mutationFn: async (body: NonNullable<typeof checked.body>) =>
      sponsor ? deskApi().commercial.updateSponsor(sponsor.sponsorID, { ...body, version }) : deskApi().commercial.createSponsor(body),
    onSuccess: async (result) => {
      setVersion(result.version);
      queryClient.setQueryData(deskKeys.sponsor(result.sponsorID), result);
      await queryClient.invalidateQueries({ queryKey: deskKeys.sponsors });
      if (sponsor) setSaved(result.published ? 'Saved. The club site shows the change now.' : 'Saved. The sponsor is unpublished: the club site does not show it.');
      else await navigate({ to: '/commercial/sponsors/$sponsorID', params: { sponsorID: String(result.sponsorID) } });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The sponsor could not be saved. Check your connection and try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setSaved(null);
    if (!checked.body) {
      setRefusal('Check the fields marked above.');
      return;
    }
    save.mutate(checked.body);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {sponsor ? 'Edit the sponsor' : 'The sponsor'}
      </Heading>
      <TextField label="Name" name="title" hint="The sponsor's name: what a screen reader hears of the logo." value={form.title} onChange={set('title', 'title')} error={errorOf('title')} />
      <ImageField
        label="Logo"
        name="imageKey"
        desk="commercial"
        hint="Drawn whole inside a 3:2 box on the footer's sponsor rows: 400 by 400 suits it, an SVG logo too."
        saveWhat={sponsor ? 'Save the sponsor to use it.' : 'Create the sponsor to use it.'}
        value={form.imageKey}
        onChange={set('imageKey', 'imageKey')}
        error={errorOf('imageKey')}
      />
      <TextField label="Link" name="url" hint="The sponsor's site, starting https://" value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
      <Radios legend="Row" name="rowID" value={form.rowID} onChange={set('rowID', 'rowID')} choices={rows.map((known) => ({ value: String(known.rowID), label: known.title }))} />
      <TextField
        label="Place in the row (optional)"
        name="forcedOrder"
        hint={
          row?.forcedOrder
            ? 'This row keeps a set order: 1 first. Sponsors with the same place go in the order they joined the row.'
            : 'This row goes by name: the place counts only if the sponsor moves to a row with a set order.'
        }
        value={form.forcedOrder}
        onChange={set('forcedOrder', 'forcedOrder')}
        error={errorOf('forcedOrder')}
      />
      <Checkbox
        label="Child friendly"
        name="isChildFriendly"
        hint="Only child-friendly sponsors show while a fan's child-friendly mode is on (it is on unless they turn it off)."
        checked={form.isChildFriendly}
        onChange={set('isChildFriendly', 'isChildFriendly')}
      />
      <Checkbox label="Published" name="published" hint="An unpublished sponsor is never shown." checked={form.published} onChange={set('published', 'published')} />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : sponsor ? 'Save sponsor' : 'Create sponsor'}
        </Button>
        <Button href={`/commercial/sponsors?row=${form.rowID || rowID}`} variant="ghost-dark">
          {sponsor ? 'Back to sponsors' : 'Cancel'}
        </Button>
      </div>
      <div className={styles.wide} aria-live="polite">
        {saved && <Text>{saved}</Text>}
      </div>
      <div className={styles.wide}>
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
