import type { StudioHeaderSponsor, StudioSponsorChoice } from '@club/api-client';
import { Button, Checkbox, Heading, Image, Loader, Select, Text, TextField } from '@club/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import * as own from './sponsorSlots.css';
import { headerPlaceFormOf, validateHeaderPlaceForm, withSponsor } from './sponsorSlotsFormState';
import { useKitForm } from '../../../../studio/kit/useKitForm';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';
import { originText } from '../../../../studio/kit/KitItemPage';

/** The header's three sponsor places, each its own form saved on its own. */
export function HeaderSponsors() {
  const studio = useStudioApi();
  const { data, status } = useQuery(deskQueries.headerSponsors(studio));
  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Header sponsors
      </Heading>
      <Text tone="muted">
        The club site's header shows these three logos on every page, in this order. Choose each place's sponsor from the sponsors list; its
        logo comes with it. Save a place and the site shows it at once.
      </Text>
      {status === 'pending' && <Loader label="Loading the header sponsors" />}
      {status === 'error' && <Text tone="critical">The header sponsors could not be loaded. Reload the page to try again.</Text>}
      {data?.places.map((place) => <HeaderPlaceForm key={place.position} place={place} sponsors={data.sponsors} />)}
    </div>
  );
}

function HeaderPlaceForm({ place, sponsors }: { place: StudioHeaderSponsor; sponsors: StudioSponsorChoice[] }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(place);
  const { form, change, errorOf, onSubmit, saving, saved, refusal } = useKitForm({
    initial: () => headerPlaceFormOf(place),
    openedVersion: place.version,
    validate: validateHeaderPlaceForm,
    send: (body, version) => studio.sponsorSlots.updateHeaderSponsor(place.position, { ...body, version }),
    onSaved: async (result) => {
      setShown(result);
      await queryClient.invalidateQueries({ queryKey: studioKeys.headerSponsors });
      return result.enabled ? `Saved. The club site's header shows ${result.name} in place ${result.position} now.` : `Saved. Place ${result.position} is switched off: the header does not show it.`;
    },
    failure: 'The place could not be saved. Check your connection and try again.',
  });
  const chosen = sponsors.find((sponsor) => String(sponsor.sponsorID) === form.sponsorID);

  return (
    <form className={own.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <div className={styles.top}>
        <Heading level={3} as="h2" id={`${id}-heading`}>
          Place {place.position}
        </Heading>
        <span className={styles.badge} data-state={shown.enabled ? 'active' : 'disabled'}>
          {shown.enabled ? 'Shown' : 'Switched off'}
        </span>
      </div>
      <div className={own.logo}>
        <Image imageKey={chosen?.imageKey ?? shown.imgLocation} alt="" ratio="3:2" fit="contain" sizes="120px" />
      </div>
      <Select
        label="Sponsor"
        name="sponsorID"
        hint="Its logo shows in the header; its name, link and child-friendly flag fill the fields below."
        value={form.sponsorID}
        placeholder="Choose a sponsor"
        options={sponsors.map((sponsor) => ({
          value: String(sponsor.sponsorID),
          label: sponsor.published ? sponsor.title : `${sponsor.title} (unpublished)`,
          disabled: !sponsor.published,
        }))}
        onChange={(value) => change('sponsorID', withSponsor(form, sponsors.find((sponsor) => String(sponsor.sponsorID) === value)))}
        error={errorOf('sponsorID')}
      />
      <TextField
        label="Label"
        name="name"
        hint="What a screen reader hears of the logo: usually the sponsor's name."
        value={form.name}
        onChange={(value) => change('name', { ...form, name: value })}
        error={errorOf('name')}
      />
      <TextField
        label="Link"
        name="sponsorUrl"
        hint="Where the logo leads, starting https://"
        value={form.sponsorUrl}
        onChange={(value) => change('sponsorUrl', { ...form, sponsorUrl: value })}
        error={errorOf('sponsorUrl')}
      />
      <Checkbox
        label="Child friendly"
        name="childFriendly"
        hint="While a fan's child-friendly mode is on (it is on unless they turn it off), only child-friendly places show."
        checked={form.childFriendly}
        onChange={(value) => change('childFriendly', { ...form, childFriendly: value })}
      />
      <Checkbox
        label="Shown in the header"
        name="enabled"
        hint="Switch a place off to leave it empty without losing its sponsor."
        checked={form.enabled}
        onChange={(value) => change('enabled', { ...form, enabled: value })}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : `Save place ${place.position}`}
        </Button>
      </div>
      <Text tone="muted">
        {originText(shown)}
      </Text>
      <div aria-live="polite">{saved && <Text>{saved}</Text>}</div>
      <FormAlert message={refusal} />
    </form>
  );
}
