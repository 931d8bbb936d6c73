import type { StudioAdvert } from '@club/api-client';
import { Button, Checkbox, Heading, Text, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { ImageField } from '../../../../studio/ImageField';
import { advertFormOf, emptyAdvertForm, validateAdvertForm, type AdvertField, type AdvertFormState } from './advertFormState';
import * as styles from './desk.css';
import { deskApi, deskKeys, refusalOf } from './deskApi';
import { Radios } from './Radios';

/**
 * An advert, new in a slot or opened to edit (in every slot it is in): each field checked as it is typed
 * with the platform's own schema. An edit saves against the version it was opened at; someone else's save
 * since is said in words (409).
 */
export function AdvertForm({ advert, slotID }: { advert: StudioAdvert; slotID?: undefined } | { advert?: undefined; slotID: string }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AdvertFormState>(() => (advert ? advertFormOf(advert) : emptyAdvertForm));
  const [touched, setTouched] = useState<Partial<Record<AdvertField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The version this form saves against: the one it was opened at, then each of its own saves'.
  const [version, setVersion] = useState(advert?.version ?? 0);

  const set = <K extends keyof AdvertFormState>(key: K, field: AdvertField) => (value: AdvertFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setSaved(null);
  };
  const checked = validateAdvertForm(form, slotID);
  const errorOf = (field: AdvertField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);
  const backHref = `/commercial/adverts?slot=${encodeURIComponent(advert?.slots[0] ?? slotID ?? '')}`;

  const save = useMutation({
    mutationFn: async (body: NonNullable<typeof checked.body>) => {
      if (advert) {
        const { slotID: _new, ...fields } = body;
        return deskApi().commercial.updateAdvert(advert.id, { ...fields, version });
      }
      return deskApi().commercial.createAdvert(body);
    },
    onSuccess: async (result) => {
      setVersion(result.version);
      queryClient.setQueryData(deskKeys.advert(result.id), result);
      await queryClient.invalidateQueries({ queryKey: deskKeys.adverts });
      if (advert) setSaved(result.enabled ? 'Saved. The club site shows the change now.' : 'Saved. The advert is switched off: the club site does not show it.');
      else await navigate({ to: '/commercial/adverts/$advertID', params: { advertID: String(result.id) } });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The advert could not be saved. Check your connection and try again.')),
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

  const dateField = (key: 'start' | 'end', field: 'startUTC' | 'endUTC', label: string) => {
    const error = errorOf(field);
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <input
          className={styles.input}
          id={`${id}-${key}`}
          name={key}
          type="datetime-local"
          value={form[key]}
          onChange={(event) => set(key, field)(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
        />
        {error && (
          <span className={styles.error} id={`${id}-${key}-error`}>
            {error}
          </span>
        )}
      </div>
    );
  };

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
      <TextField label="Opens" name="url" hint="A path on the club site like /tickets, or a full address starting https://" value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
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
      {dateField('start', 'startUTC', 'Starts (London time)')}
      {dateField('end', 'endUTC', 'Ends (London time)')}
      <Checkbox
        label="Child friendly"
        name="childFriendly"
        hint="Only child-friendly adverts show while a fan's child-friendly mode is on (it is on unless they turn it off)."
        checked={form.childFriendly}
        onChange={set('childFriendly', 'childFriendly')}
      />
      <Checkbox label="Switched on" name="enabled" hint="A switched-off advert is never shown, whatever its dates." checked={form.enabled} onChange={set('enabled', 'enabled')} />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : advert ? 'Save advert' : 'Create advert'}
        </Button>
        <Button href={backHref} variant="ghost-dark">
          {advert ? 'Back to adverts' : 'Cancel'}
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
