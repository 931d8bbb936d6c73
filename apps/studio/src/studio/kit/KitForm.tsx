import { Heading } from '@club/ui';
import { ApiError } from '@club/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import * as styles from '../desk/desk.css';
import { useStudioApi } from '../studioApi';
import { type Collection, type FormContext, type FormState, type UniqueSpec, checkForm, fieldsOf } from './collection';
import { FormFooter, KitField } from './KitField';
import { useKitForm } from './useKitForm';

/**
 * A collection's form, new or opened to edit, drawn from its description: each field labelled, checked as
 * it is typed with the platform's own schema (its message shows once touched, or after a first submit). An
 * edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function KitForm<Item extends { version: number }, State extends FormState, Body, Extra, Id extends string | number>(props: {
  collection: Collection<Item, State, Body, Extra, Id>;
  item?: Item | undefined;
  extra: Extra;
}) {
  const { collection, item } = props;
  const subject = collection.subject;
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contextOf = (form: State): FormContext<State, Extra> => ({ isNew: !item, form, extra: props.extra });
  const { form, set, change, checked, errorOf, onSubmit, refuse, saving, saved, refusal } = useKitForm({
    initial: () => (item ? collection.formOf(item) : collection.empty(props.extra)),
    openedVersion: item?.version ?? 0,
    validate: (state: State) => checkForm(collection, state, { isNew: !item, extra: props.extra }),
    send: (body: Body, version) => {
      const api = collection.api(studio);
      if (item) return api.update(item, body, version);
      if (!api.create) return Promise.reject(new Error(`A ${subject} is not made in the studio.`));
      return api.create(body);
    },
    onSaved: async (result: Item) => {
      const cached = collection.cached ?? ((saved: Item) => saved);
      queryClient.setQueryData(collection.keys.item(collection.idOf(result)), (previous: unknown) => cached(result, previous));
      await Promise.all([collection.keys.list, ...(collection.keys.also ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (item && collection.savedText) return collection.savedText(result);
      if (item) return collection.shown(result) ? 'Saved. The club site shows the change now.' : `Saved. ${collection.hiddenText}: the club site does not show it.`;
      await navigate({ href: collection.itemHref(result) });
      return null;
    },
    failure: `The ${subject} could not be saved. Check your connection and try again.`,
  });
  const context = contextOf(form);
  // Only a new item's value is looked up: an opened one's is its own.
  const uniqueSpec = item ? undefined : collection.unique;
  const wire = uniqueSpec?.wire ?? '';
  const unique = useUnique(uniqueSpec, form, checked.errors?.[wire], errorOf(wire));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        if (unique.taken) {
          event.preventDefault();
          refuse();
          return;
        }
        onSubmit(event);
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {item ? `Edit the ${subject}` : `The ${subject}`}
      </Heading>
      {fieldsOf(collection, context, 'shown').map((spec) => {
        const wire = spec.wire ?? spec.key;
        const { clears } = spec;
        const onChange = clears
          ? (value: string | boolean) => change(wire, { ...form, [spec.key]: value, ...Object.fromEntries(clears.map((key) => [key, ''])) })
          : (set(spec.key, wire) as (value: string | boolean) => void);
        const isUnique = uniqueSpec?.key === spec.key;
        const field = (
          <KitField
            key={spec.key}
            spec={spec}
            context={context}
            subject={subject}
            value={form[spec.key] ?? ''}
            onChange={onChange}
            error={spec.kind === 'check' || spec.kind === 'choice' ? undefined : isUnique ? unique.error : errorOf(wire)}
          />
        );
        return isUnique ? (
          <div key={spec.key}>
            {field}
            <p className={styles.hint} aria-live="polite">
              {unique.freeText}
            </p>
          </div>
        ) : (
          field
        );
      })}
      <FormFooter
        saving={saving}
        submitLabel={item ? `Save ${subject}` : `Create ${subject}`}
        backHref={collection.listHref(context)}
        backLabel={item ? `Back to ${collection.plural}` : 'Cancel'}
        saved={saved}
        refusal={refusal}
      />
    </form>
  );
}

/**
 * A field no other item may have, looked up once the schema finds it well formed: its message (the
 * schema's, else taken), whether it is taken (a submit is held back), and 'is free.' said politely.
 */
function useUnique<State extends FormState>(spec: UniqueSpec<State> | undefined, form: State, schemaError: string | undefined, shownError: string | undefined) {
  const studio = useStudioApi();
  // The lookup waits until the schema finds the value well formed; its message shows once touched.
  const value = spec && !schemaError ? spec.valueOf(form) : '';
  const lookup = useQuery({
    queryKey: spec ? spec.queryKey(value) : ['kit-unique-none'],
    queryFn: async () => {
      try {
        return (await spec!.exists(studio, value)) ? ('taken' as const) : ('free' as const);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return 'free' as const;
        throw error;
      }
    },
    enabled: value !== '',
    staleTime: 5_000,
    retry: false,
  });
  const taken = value !== '' && lookup.data === 'taken';
  return {
    taken,
    error: shownError ?? (taken && spec ? spec.taken : undefined),
    freeText: spec && value !== '' && lookup.data === 'free' ? spec.free(value) : '',
  };
}
