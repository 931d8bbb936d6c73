import { Heading } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import * as styles from '../desk/desk.css';
import { useStudioApi } from '../studioApi';
import { type Collection, type FormContext, type FormState, checkForm } from './collection';
import { FormFooter, KitField } from './KitField';
import { useKitForm } from './useKitForm';

/**
 * A collection's form, new or opened to edit, drawn from its description: each field labelled, checked as
 * it is typed with the platform's own schema (its message shows once touched, or after a first submit). An
 * edit saves against the version it was opened at; someone else's save since is said in words (409).
 */
export function KitForm<Item extends { version: number }, State extends FormState, Body, Extra>(props: {
  collection: Collection<Item, State, Body, Extra>;
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
  const { form, set, errorOf, onSubmit, saving, saved, refusal } = useKitForm({
    initial: () => (item ? collection.formOf(item) : collection.empty(props.extra)),
    openedVersion: item?.version ?? 0,
    validate: (state: State) => checkForm(collection, state, { isNew: !item, extra: props.extra }),
    send: (body: Body, version) => (item ? collection.api(studio).update(item, body, version) : collection.api(studio).create(body)),
    onSaved: async (result: Item) => {
      queryClient.setQueryData(collection.keys.item(collection.idOf(result)), result);
      await queryClient.invalidateQueries({ queryKey: collection.keys.list });
      if (item) return collection.shown(result) ? 'Saved. The club site shows the change now.' : `Saved. ${collection.hiddenText}: the club site does not show it.`;
      await navigate({ href: collection.itemHref(result) });
      return null;
    },
    failure: `The ${subject} could not be saved. Check your connection and try again.`,
  });
  const context = contextOf(form);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={3} as="h2" id={`${id}-heading`}>
        {item ? `Edit the ${subject}` : `The ${subject}`}
      </Heading>
      {collection.fields.map((spec) => (
        <KitField
          key={spec.key}
          spec={spec}
          context={context}
          subject={subject}
          value={form[spec.key] ?? ''}
          onChange={set(spec.key, spec.wire ?? spec.key) as (value: string | boolean) => void}
          error={spec.kind === 'check' || spec.kind === 'choice' ? undefined : errorOf(spec.wire ?? spec.key)}
        />
      ))}
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
