import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { refusalOf } from '../refusal';

/** The platform's own schema over a form: the body to send, or the first message for each field. */
type Checked = { body: unknown; errors: null } | { body: null; errors: Partial<Record<string, string>> };
type FieldOf<C extends Checked> = keyof NonNullable<C['errors']> & string;

/**
 * What every kit form, and the desk forms drawn by hand (header places, section slots), do the same way: it holds what is typed,
 * checks each field as it is typed (a field's message shows once it is touched, or after a first submit),
 * saves against the version it was opened at and then each of its own saves', says a save in words and a
 * refusal (a 409 names who saved since) in the platform's words.
 */
export function useKitForm<State, C extends Checked, Result extends { version: number }>(options: {
  initial: () => State;
  /** The version the item was opened at; 0 for a new one. */
  openedVersion: number;
  validate: (form: State) => C;
  send: (body: NonNullable<C['body']>, version: number) => Promise<Result>;
  /** After a save: the sentence to show, or null when the page moves on (a new item opens). */
  onSaved: (result: Result) => Promise<string | null>;
  /** Said when the platform could not be reached. */
  failure: string;
}) {
  const [form, setForm] = useState<State>(options.initial);
  type Field = FieldOf<C>;
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [version, setVersion] = useState(options.openedVersion);

  /** A change that may move several fields at once (choosing a sponsor fills its name and link), said as one field touched. */
  const change = (field: Field, next: State) => {
    setForm(next);
    setTouched((current) => ({ ...current, [field]: true }));
    setSaved(null);
  };
  const set =
    <K extends keyof State>(key: K, field: Field) =>
    (value: State[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setSaved(null);
    };
  const checked = options.validate(form);
  const errorOf = (field: Field): string | undefined => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);
  const body = checked.body as NonNullable<C['body']> | null;

  const save = useMutation({
    mutationFn: (toSend: NonNullable<C['body']>) => options.send(toSend, version),
    onSuccess: async (result) => {
      setVersion(result.version);
      setSaved(await options.onSaved(result));
    },
    onError: (error) => setRefusal(refusalOf(error, options.failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setSaved(null);
    if (!body) {
      setRefusal('Check the fields marked above.');
      return;
    }
    save.mutate(body);
  };

  /** A submit held back by a check the schema cannot make (a code someone else has): said as the schema's refusals are. */
  const refuse = () => {
    setSubmitted(true);
    setSaved(null);
    setRefusal('Check the fields marked above.');
  };

  return { form, set, change, checked, errorOf, onSubmit, refuse, saving: save.isPending, saved, refusal };
}
