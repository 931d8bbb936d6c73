import type { StudioPromo } from '@club/api-client';
import { Checkbox, Heading, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ImageField } from '../../../../studio/ImageField';
import * as styles from '../../../../studio/desk/desk.css';
import { ChildFriendlyField, FormFooter, LinkField, LondonWindowFields, OnOffField } from './DeskFields';
import { emptyPromoForm, promoFormOf, validatePromoForm } from './promoFormState';
import { Radios } from './Radios';
import { useDeskForm } from './useDeskForm';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/**
 * A promo overlay, new or opened to edit: each field checked as it is typed with the platform's own schema.
 * An edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function PromoForm({ promo }: { promo?: StudioPromo }) {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, set, errorOf, onSubmit, saving, saved, refusal } = useDeskForm({
    initial: () => (promo ? promoFormOf(promo) : emptyPromoForm),
    openedVersion: promo?.version ?? 0,
    validate: validatePromoForm,
    send: (body, version) => (promo ? studio.commercial.updatePromo(promo.promoID, { ...body, version }) : studio.commercial.createPromo(body)),
    onSaved: async (result) => {
      queryClient.setQueryData(studioKeys.promo(result.promoID), result);
      await queryClient.invalidateQueries({ queryKey: studioKeys.promos });
      if (promo) return result.enabled ? 'Saved. The club site shows the change now.' : 'Saved. The promo is switched off: the club site does not show it.';
      await navigate({ to: '/commercial/promos/$promoID', params: { promoID: String(result.promoID) } });
      return null;
    },
    failure: 'The promo could not be saved. Check your connection and try again.',
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {promo ? 'Edit the promo' : 'The promo'}
      </Heading>
      <Radios
        legend="Shows on"
        name="channel"
        value={form.channel}
        onChange={set('channel', 'channel')}
        choices={[
          { value: 'Web', label: 'The website' },
          { value: 'App', label: 'The app' },
        ]}
      />
      <Radios
        legend="Size"
        name="type"
        value={form.type}
        onChange={set('type', 'type')}
        choices={[
          { value: 'Default', label: 'Default (centre of the page)' },
          { value: 'Mini', label: 'Mini (bottom right on wider screens)' },
        ]}
      />
      <TextField
        label="Image description"
        name="imageAltText"
        hint="What the image says, for people who cannot see it, e.g. Cup final offer: a month of Club TV for £1"
        value={form.imageAltText}
        onChange={set('imageAltText', 'imageAltText')}
        error={errorOf('imageAltText')}
      />
      <ImageField
        label="Image"
        name="imageKey"
        desk="commercial"
        hint="Shown square, up to 350 px wide on wider screens: 1400 by 1400 suits it best."
        saveWhat={promo ? 'Save the promo to use it.' : 'Create the promo to use it.'}
        value={form.imageKey}
        onChange={set('imageKey', 'imageKey')}
        error={errorOf('imageKey')}
      />
      <LinkField value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
      <Checkbox label="Open it in a new tab" name="webNewWindow" checked={form.webNewWindow} onChange={set('webNewWindow', 'webNewWindow')} />
      <LondonWindowFields
        start={form.start}
        end={form.end}
        onStart={set('start', 'startDateTime')}
        onEnd={set('end', 'endDateTime')}
        startError={errorOf('startDateTime')}
        endError={errorOf('endDateTime')}
      />
      <ChildFriendlyField what="promos" name="childFriendly" checked={form.childFriendly} onChange={set('childFriendly', 'childFriendly')} />
      <OnOffField label="Switched on" name="enabled" hint="A switched-off promo is never shown, whatever its dates." checked={form.enabled} onChange={set('enabled', 'enabled')} />
      <FormFooter
        saving={saving}
        submitLabel={promo ? 'Save promo' : 'Create promo'}
        backHref="/commercial/promos"
        backLabel={promo ? 'Back to promos' : 'Cancel'}
        saved={saved}
        refusal={refusal}
      />
    </form>
  );
}
