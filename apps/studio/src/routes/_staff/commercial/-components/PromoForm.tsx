import type { StudioPromo } from '@club/api-client';
import { Button, Checkbox, Heading, Text, TextField } from '@club/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { ImageField } from '../../../../studio/ImageField';
import * as styles from './desk.css';
import { deskApi, deskKeys, refusalOf } from './deskApi';
import { emptyPromoForm, promoFormOf, validatePromoForm, type PromoField, type PromoFormState } from './promoFormState';
import { Radios } from './Radios';

/**
 * A promo overlay, new or opened to edit: each field checked as it is typed with the platform's own schema.
 * An edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function PromoForm({ promo }: { promo?: StudioPromo }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PromoFormState>(() => (promo ? promoFormOf(promo) : emptyPromoForm));
  const [touched, setTouched] = useState<Partial<Record<PromoField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The version this form saves against: the one it was opened at, then each of its own saves'.
  const [version, setVersion] = useState(promo?.version ?? 0);

  const set = <K extends keyof PromoFormState>(key: K, field: PromoField) => (value: PromoFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setSaved(null);
  };
  const checked = validatePromoForm(form);
  const errorOf = (field: PromoField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);

  const save = useMutation({
    mutationFn: async (body: NonNullable<typeof checked.body>) =>
      promo ? deskApi().commercial.updatePromo(promo.promoID, { ...body, version }) : deskApi().commercial.createPromo(body),
    onSuccess: async (result) => {
      setVersion(result.version);
      queryClient.setQueryData(deskKeys.promo(result.promoID), result);
      await queryClient.invalidateQueries({ queryKey: deskKeys.promos });
      if (promo) setSaved(result.enabled ? 'Saved. The club site shows the change now.' : 'Saved. The promo is switched off: the club site does not show it.');
      else await navigate({ to: '/commercial/promos/$promoID', params: { promoID: String(result.promoID) } });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The promo could not be saved. Check your connection and try again.')),
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

  const dateField = (key: 'start' | 'end', field: 'startDateTime' | 'endDateTime', label: string) => {
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
      <TextField label="Opens" name="url" hint="A path on the club site like /tickets, or a full address starting https://" value={form.url} onChange={set('url', 'url')} error={errorOf('url')} />
      <Checkbox label="Open it in a new tab" name="webNewWindow" checked={form.webNewWindow} onChange={set('webNewWindow', 'webNewWindow')} />
      {dateField('start', 'startDateTime', 'Starts (London time)')}
      {dateField('end', 'endDateTime', 'Ends (London time)')}
      <Checkbox
        label="Child friendly"
        name="childFriendly"
        hint="Only child-friendly promos show while a fan's child-friendly mode is on (it is on unless they turn it off)."
        checked={form.childFriendly}
        onChange={set('childFriendly', 'childFriendly')}
      />
      <Checkbox label="Switched on" name="enabled" hint="A switched-off promo is never shown, whatever its dates." checked={form.enabled} onChange={set('enabled', 'enabled')} />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : promo ? 'Save promo' : 'Create promo'}
        </Button>
        <Button href="/commercial/promos" variant="ghost-dark">
          {promo ? 'Back to promos' : 'Cancel'}
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
