import type { StudioAdvert } from '@club/api-client';
import { Heading, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { advertFormOf, emptyAdvertForm, validateAdvertForm } from './advertFormState';
import { ImageField } from '../../../../studio/ImageField';
import * as styles from '../../../../studio/desk/desk.css';
import { ChildFriendlyField, FormFooter, LinkField, LondonWindowFields, OnOffField } from './DeskFields';
import { Radios } from './Radios';
import { useDeskForm } from './useDeskForm';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * An advert, new in a slot or opened to edit (in every slot it is in): each field checked as it is typed
 * with the platform's own schema. An edit saves against the version it was opened at; someone else's save
 * since is said in words (409).
 */
export function AdvertForm({ advert, slotID }: { advert: StudioAdvert; slotID?: undefined } | { advert?: undefined; slotID: string }) {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, set, errorOf, onSubmit, saving, saved, refusal } = useDeskForm({
    initial: () => (advert ? advertFormOf(advert) : emptyAdvertForm),
    openedVersion: advert?.version ?? 0,
    validate: (state) => validateAdvertForm(state, slotID),
    send: (body, version) => {
      if (advert) {
        const { slotID: _new, ...fields } = body;
        return studio.commercial.updateAdvert(advert.id, { ...fields, version });
      }
      return studio.commercial.createAdvert(body);
    },
    onSaved: async (result) => {
      queryClient.setQueryData(studioKeys.advert(result.id), result);
      await queryClient.invalidateQueries({ queryKey: studioKeys.adverts });
      if (advert) return result.enabled ? 'Saved. The club site shows the change now.' : 'Saved. The advert is switched off: the club site does not show it.';
      await navigate({ to: '/commercial/adverts/$advertID', params: { advertID: String(result.id) } });
      return null;
    },
    failure: 'The advert could not be saved. Check your connection and try again.',
  });
  const backHref = `/commercial/adverts?slot=${encodeURIComponent(advert?.slots[0] ?? slotID ?? '')}`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {advert ? 'Edit the advert' : 'The advert'}
      </Heading>
      <TextField
        label="Name"
        name="advertName"
        hint="What the advert says, for people who cannot see it, e.g. Club shop: 20% off the away kit"
        value={form.advertName}
        onChange={set('advertName', 'advertName')}
        error={errorOf('advertName')}
      />
      <ImageField
        label="Mobile image"
        name="mobileImageKey"
        desk="commercial"
        hint="750 by 750 suits it best. Every shown advert needs one."
        saveWhat={advert ? 'Save the advert to use it.' : 'Create the advert to use it.'}
        value={form.mobileImageKey}
        onChange={set('mobileImageKey', 'mobileImageKey')}
        error={errorOf('mobileImageKey')}
      />
      <ImageField
        label="Desktop image (optional)"
        name="desktopImageKey"
        desk="commercial"
        hint="For wide screens: 1000 by 250 suits it best."
        saveWhat={advert ? 'Save the advert to use it.' : 'Create the advert to use it.'}
        value={form.desktopImageKey}
        onChange={set('desktopImageKey', 'desktopImageKey')}
        error={errorOf('desktopImageKey')}
      />
      <LinkField value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
      <Radios
        legend="Shows on"
        name="channel"
        value={form.channel}
        onChange={set('channel', 'channel')}
        choices={[
          { value: 'web', label: 'The website' },
          { value: '', label: 'The website and the app' },
          { value: 'app', label: 'The app only' },
        ]}
      />
      <LondonWindowFields
        start={form.start}
        end={form.end}
        onStart={set('start', 'startUTC')}
        onEnd={set('end', 'endUTC')}
        startError={errorOf('startUTC')}
        endError={errorOf('endUTC')}
      />
      <ChildFriendlyField what="adverts" name="childFriendly" checked={form.childFriendly} onChange={set('childFriendly', 'childFriendly')} />
      <OnOffField label="Switched on" name="enabled" hint="A switched-off advert is never shown, whatever its dates." checked={form.enabled} onChange={set('enabled', 'enabled')} />
      <FormFooter
        saving={saving}
        submitLabel={advert ? 'Save advert' : 'Create advert'}
        backHref={backHref}
        backLabel={advert ? 'Back to adverts' : 'Cancel'}
        saved={saved}
        refusal={refusal}
      />
    </form>
  );
}
