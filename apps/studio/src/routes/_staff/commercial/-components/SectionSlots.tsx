import type { StudioSectionSlot, StudioSponsorChoice } from '@club/api-client';
import { Button, Checkbox, Heading, Image, Loader, Select, Text, TextField, VisuallyHidden } from '@club/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { Radios } from '../../../../studio/kit/Radios';
import * as own from './sponsorSlots.css';
import { moveSponsor, sectionSlotFormOf, validateSectionSlotForm } from './sponsorSlotsFormState';
import { useKitForm } from '../../../../studio/kit/useKitForm';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** Every section sponsor slot, each its own form: its name, where it shows, active, and its sponsors in order. */
export function SectionSlots() {
  const studio = useStudioApi();
  const { data, status } = useQuery(deskQueries.sectionSlots(studio));
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Section sponsors
      </Heading>
      <Text tone="muted">
        A section's slot shows its name and its sponsors' logos, in this order, at the foot of every page of that section of the club site (a
        web slot) or in the app. Change the list, then save the slot: the site shows it at once.
      </Text>
      {status === 'pending' && <Loader label="Loading the section slots" />}
      {status === 'error' && <Text tone="critical">The section slots could not be loaded. Reload the page to try again.</Text>}
      {data?.slots.map((slot) => <SectionSlotForm key={slot.sectionID} slot={slot} sponsors={data.sponsors} />)}
    </div>
  );
}

type Focus = { sponsorID: number; button: 'up' | 'down' | 'remove' } | { add: true } | null;

function SectionSlotForm({ slot, sponsors }: { slot: StudioSectionSlot; sponsors: StudioSponsorChoice[] }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState('');
  const [focus, setFocus] = useState<Focus>(null);
  const [shown, setShown] = useState(slot);
  const { form, change, errorOf, onSubmit, saving, saved, refusal } = useKitForm({
    initial: () => sectionSlotFormOf(slot),
    openedVersion: slot.version,
    validate: validateSectionSlotForm,
    send: (body, version) => studio.sponsorSlots.updateSectionSlot(slot.sectionID, { ...body, version }),
    onSaved: async (result) => {
      setShown(result);
      setAnnouncement('');
      await queryClient.invalidateQueries({ queryKey: studioKeys.sectionSlots });
      return !result.active
        ? 'Saved. The slot is not active: nothing shows it.'
        : result.type === 'app'
          ? 'Saved. The app shows the change; the club site does not show app slots.'
          : 'Saved. The club site shows the change now.';
    },
    failure: 'The slot could not be saved. Check your connection and try again.',
  });

  // A moved row is put back in the list, which can take focus from its button: give it back.
  useEffect(() => {
    if (!focus) return;
    const target = 'add' in focus ? `${id}-add` : `${id}-${focus.sponsorID}-${focus.button}`;
    document.getElementById(target)?.focus();
    setFocus(null);
  }, [focus, id]);

  const addable = sponsors.filter((sponsor) => !form.sponsors.some((known) => known.sponsorID === sponsor.sponsorID));
  const unsaved = ' Save the slot to show it on the site.';

  const move = (index: number, by: -1 | 1) => {
    const moved = form.sponsors[index];
    const next = moveSponsor(form.sponsors, index, by);
    if (!moved || next.every((sponsor, at) => sponsor === form.sponsors[at])) return;
    change('sponsorIDs', { ...form, sponsors: next });
    setAnnouncement(`${moved.title} moved to place ${index + by + 1} of ${next.length}.${unsaved}`);
    setFocus({ sponsorID: moved.sponsorID, button: by === -1 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    const removed = form.sponsors[index];
    if (!removed) return;
    const next = form.sponsors.filter((_, at) => at !== index);
    change('sponsorIDs', { ...form, sponsors: next });
    setAnnouncement(`${removed.title} removed from the slot.${unsaved}`);
    const after = next[index] ?? next[index - 1];
    setFocus(after ? { sponsorID: after.sponsorID, button: 'remove' } : { add: true });
  };
  const add = () => {
    const sponsor = sponsors.find((known) => String(known.sponsorID) === adding);
    if (!sponsor) {
      setAnnouncement('Choose a sponsor to add first.');
      return;
    }
    const next = [...form.sponsors, sponsor];
    change('sponsorIDs', { ...form, sponsors: next });
    setAdding('');
    setAnnouncement(`${sponsor.title} added in place ${next.length} of ${next.length}.${unsaved}`);
  };

  return (
    <form className={own.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <div className={styles.top}>
        <Heading level={3} as="h2" id={`${id}-heading`}>
          {shown.name}
        </Heading>
        <span className={styles.badge} data-state={shown.active ? 'active' : 'disabled'}>
          {shown.active ? 'Active' : 'Not active'}
        </span>
      </div>
      <p className={styles.meta}>
        Section “{slot.sectionID}” · {shown.type === 'web' ? 'club site' : 'app'} ·{' '}
        {shown.origin === 'seed' ? 'from the demo world until it is saved here' : `last saved by ${shown.updatedByEmail ?? 'staff'}`}
      </p>
      <TextField
        label="Name"
        name="name"
        hint="Shown above the logos, e.g. “News in association with”."
        value={form.name}
        onChange={(value) => change('name', { ...form, name: value })}
        error={errorOf('name')}
      />
      <Radios
        legend="Shown on"
        name={`${id}-type`}
        value={form.type}
        onChange={(value) => change('type', { ...form, type: value })}
        choices={[
          { value: 'web', label: 'The club site' },
          { value: 'app', label: 'The app' },
        ]}
      />
      <Checkbox label="Active" name="active" hint="An inactive slot is kept but shown nowhere." checked={form.active} onChange={(value) => change('active', { ...form, active: value })} />
      <Heading level={4} as="h3" id={`${id}-sponsors`}>
        Sponsors in order
      </Heading>
      {form.sponsors.length === 0 ? (
        <Text tone="muted">No sponsors: the slot shows nothing until you add one.</Text>
      ) : (
        <ol className={own.sponsors} aria-labelledby={`${id}-heading ${id}-sponsors`}>
          {form.sponsors.map((sponsor, index) => (
            <li key={sponsor.sponsorID} className={own.sponsor}>
              <span className={own.sponsorLogo}>
                <Image imageKey={sponsor.imageKey} alt="" ratio="3:2" fit="contain" sizes="60px" />
              </span>
              <p className={own.sponsorName}>
                {index + 1}. {sponsor.title}
                {!sponsor.published && ' (unpublished: not shown)'}
              </p>
              <span className={own.buttons}>
                <Button id={`${id}-${sponsor.sponsorID}-up`} size="small" variant="ghost-dark" aria-disabled={index === 0 || undefined} onClick={() => move(index, -1)}>
                  Move up<VisuallyHidden> {sponsor.title}</VisuallyHidden>
                </Button>
                <Button
                  id={`${id}-${sponsor.sponsorID}-down`}
                  size="small"
                  variant="ghost-dark"
                  aria-disabled={index === form.sponsors.length - 1 || undefined}
                  onClick={() => move(index, 1)}
                >
                  Move down<VisuallyHidden> {sponsor.title}</VisuallyHidden>
                </Button>
                <Button id={`${id}-${sponsor.sponsorID}-remove`} size="small" variant="ghost-dark" onClick={() => remove(index)}>
                  Remove<VisuallyHidden> {sponsor.title}</VisuallyHidden>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {errorOf('sponsorIDs') && <p className={styles.error}>{errorOf('sponsorIDs')}</p>}
      <div className={own.add}>
        <Select
          id={`${id}-add`}
          label="Add a sponsor"
          name="add"
          value={adding}
          placeholder="Choose a sponsor"
          options={addable.map((sponsor) => ({ value: String(sponsor.sponsorID), label: sponsor.published ? sponsor.title : `${sponsor.title} (unpublished)` }))}
          onChange={setAdding}
        />
        <Button variant="ghost-dark" onClick={add}>
          Add to the slot
        </Button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {announcement}
      </p>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Save slot'}
        </Button>
      </div>
      <div aria-live="polite">{saved && <Text>{saved}</Text>}</div>
      <FormAlert message={refusal} />
    </form>
  );
}
