import { Button, Checkbox, Select, Text, TextField } from '@club/ui';
import { useId } from 'react';
import { FormAlert } from '../FormAlert';
import { ImageField } from '../ImageField';
import * as styles from '../desk/desk.css';
import type { FieldSpec, FormContext, FormState } from './collection';
import { BodyField } from '../../routes/_staff/news/-components/BodyField';
import { TextArea } from '../../routes/_staff/news/-components/TextArea';
import { Radios } from './Radios';

type Change<T> = (value: T) => void;

/**
 * One field of a kit form, drawn from its description: labelled, its help text under it, its message
 * (the platform schema's own words) tied to it with `aria-describedby` and `aria-invalid`.
 */
export function KitField<State extends FormState, Extra>(props: {
  spec: FieldSpec<State, Extra>;
  context: FormContext<State, Extra>;
  /** The audit subject: an image says “Create the promo to use it.” */
  subject: string;
  value: string | boolean;
  onChange: Change<string | boolean>;
  error: string | undefined;
}) {
  const { spec, context } = props;
  const hint = typeof spec.hint === 'function' ? spec.hint(context) : spec.hint;
  const label = typeof spec.label === 'function' ? spec.label(context) : spec.label;
  const text = typeof props.value === 'string' ? props.value : '';
  const onText: Change<string> = props.onChange;
  switch (spec.kind) {
    case 'text':
      return <TextField label={label} name={spec.key} hint={hint} value={text} onChange={onText} error={props.error} />;
    case 'longText':
      return <TextArea label={label} name={spec.key} hint={hint ?? ''} value={text} onChange={onText} error={props.error} />;
    case 'richText':
      // The editor holds what is typed; it starts from the value it is drawn with (key it to start again).
      return <BodyField initialHtml={text} hint={hint ?? ''} error={props.error} onChange={onText} />;
    case 'image':
      return (
        <ImageField
          label={label}
          name={spec.key}
          desk="commercial"
          hint={hint}
          saveWhat={context.isNew ? `Create the ${props.subject} to use it.` : `Save the ${props.subject} to use it.`}
          value={text}
          onChange={onText}
          error={props.error}
        />
      );
    case 'londonTime':
      return <LondonTimeField name={spec.key} label={label} hint={hint} value={text} onChange={onText} error={props.error} />;
    case 'check':
      return <Checkbox label={label} name={spec.key} hint={hint} checked={props.value === true} onChange={props.onChange} />;
    case 'choice':
      return (
        <>
          <Radios legend={label} name={spec.key} value={text} onChange={onText} choices={typeof spec.choices === 'function' ? spec.choices(context) : spec.choices} />
          {hint && <p className={`${styles.hint} ${styles.wide}`}>{hint}</p>}
        </>
      );
    case 'select':
      return (
        <Select
          label={label}
          name={spec.key}
          placeholder={spec.placeholder(context)}
          options={spec.choices(context)}
          value={text}
          onChange={onText}
          error={props.error}
          {...(hint ? { hint } : {})}
        />
      );
  }
}

/** A time in London wall-clock time (what staff read on the club's clocks), sent as an instant. */
export function LondonTimeField(props: { name: string; label: string; hint?: string | undefined; value: string; onChange: Change<string>; error: string | undefined }) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      {props.hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <input
        className={styles.input}
        id={id}
        name={props.name}
        type="datetime-local"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.error && (
        <span className={styles.error} id={`${id}-error`}>
          {props.error}
        </span>
      )}
    </div>
  );
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
