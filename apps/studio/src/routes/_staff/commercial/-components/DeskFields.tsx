import { Button, Checkbox, Text, TextField } from '@club/ui';
import { useId } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';

// The field rows the commercial desk's forms share (promos, adverts, sponsors), each said once; their
// images are the studio's one ImageField (studio/ImageField.tsx).

type Change<T> = (value: T) => void;

/** The address an item opens: a path on the club site or a full https address. */
export function LinkField(props: { value: string; onChange: Change<string>; error: string | undefined; label?: string; hint?: string }) {
  return (
    <TextField
      label={props.label ?? 'Opens'}
      name="url"
      hint={props.hint ?? 'A path on the club site like /tickets, or a full address starting https://'}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

function LondonTimeField(props: { id: string; name: string; label: string; value: string; onChange: Change<string>; error: string | undefined }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        className={styles.input}
        id={props.id}
        name={props.name}
        type="datetime-local"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      />
      {props.error && (
        <span className={styles.error} id={`${props.id}-error`}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/** When an item runs, in London wall-clock time (what staff read on the club's clocks). */
export function LondonWindowFields(props: {
  start: string;
  end: string;
  onStart: Change<string>;
  onEnd: Change<string>;
  startError: string | undefined;
  endError: string | undefined;
}) {
  const id = useId();
  return (
    <>
      <LondonTimeField id={`${id}-start`} name="start" label="Starts (London time)" value={props.start} onChange={props.onStart} error={props.startError} />
      <LondonTimeField id={`${id}-end`} name="end" label="Ends (London time)" value={props.end} onChange={props.onEnd} error={props.endError} />
    </>
  );
}

/** Whether children see it: what a fan's child-friendly mode keeps. */
export function ChildFriendlyField(props: { what: 'promos' | 'adverts' | 'sponsors'; name: string; checked: boolean; onChange: Change<boolean> }) {
  return (
    <Checkbox
      label="Child friendly"
      name={props.name}
      hint={`Only child-friendly ${props.what} show while a fan's child-friendly mode is on (it is on unless they turn it off).`}
      checked={props.checked}
      onChange={props.onChange}
    />
  );
}

/** On or off: an item switched off (or unpublished) is never shown. */
export function OnOffField(props: { label: 'Switched on' | 'Published'; name: string; hint: string; checked: boolean; onChange: Change<boolean> }) {
  return <Checkbox label={props.label} name={props.name} hint={props.hint} checked={props.checked} onChange={props.onChange} />;
}

/** Save and back, then what the save said (politely) and a refusal (at once). */
export function FormFooter(props: { saving: boolean; submitLabel: string; backHref: string; backLabel: string; saved: string | null; refusal: string | null }) {
  return (
    <>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={props.saving || undefined}>
          {props.saving ? 'Saving…' : props.submitLabel}
        </Button>
        <Button href={props.backHref} variant="ghost-dark">
          {props.backLabel}
        </Button>
      </div>
      <div className={styles.wide} aria-live="polite">
        {props.saved && <Text>{props.saved}</Text>}
      </div>
      <div className={styles.wide}>
        <FormAlert message={props.refusal} />
      </div>
    </>
  );
}
