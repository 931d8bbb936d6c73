import type { FormContext } from '../../../../studio/kit/collection';
import { fieldsOf } from '../../../../studio/kit/collection';
import { KitField } from '../../../../studio/kit/KitField';
import { type PageExtra, type PageFormState, pageCollection } from './pageCollection';

/**
 * A page's fields, new or opened, drawn from the page collection: each labelled, its message the schema's
 * own once touched. `bodyKey` starts the body's editor again (after loading someone else's version).
 */
export function PageFields(props: {
  context: FormContext<PageFormState, PageExtra>;
  onChange: (key: keyof PageFormState, value: string | boolean) => void;
  errorOf: (field: string) => string | undefined;
  bodyKey?: number;
}) {
  const { context } = props;
  return (
    <>
      {fieldsOf(pageCollection, context, 'shown').map((spec) => {
        return (
          <KitField
            key={spec.kind === 'richText' ? `${spec.key}-${props.bodyKey ?? 0}` : spec.key}
            spec={spec}
            context={context}
            subject="page"
            value={context.form[spec.key]}
            onChange={(value) => props.onChange(spec.key, value)}
            error={props.errorOf(spec.wire ?? spec.key)}
          />
        );
      })}
    </>
  );
}
