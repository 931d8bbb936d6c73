import { type StudioDesk, studioDesks } from '@club/api-client';
import { clubTimeZone } from '@club/ui';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { z } from 'zod';
import type { StudioApi } from '../studioApi';

/**
 * A studio collection (promos, adverts, sponsors…) described once, as Payload's collection configs are:
 * its desk (whose roles, `studioDesks` in `@club/api-client`, open it and the platform's guards check), its
 * audit subject (the noun staff read and the audit log's entity), the platform's own zod schema a form is
 * checked with, its list's columns and its form's fields. The kit's list (`KitList`), item page
 * (`KitItemPage`) and form (`KitForm`) are drawn from it; the platform's versioned CRUD routes come from the
 * same schemas (`modules/studio/collection-routes.ts`).
 */

/** What a form holds as typed: text (a datetime-local's value too) and checkboxes. */
export type FormState = Record<string, string | boolean>;

/** What a field's help or choices may depend on: new or opened, what is typed, what the page knows (a sponsor's rows). */
export type FormContext<State extends FormState, Extra> = { isNew: boolean; form: State; extra: Extra };

export type Choice = { value: string; label: string };

/**
 * One field of a collection's form: the form's key, the body field whose message shows under it (`wire`,
 * the key when left out), its label and help text in the spec's words, and its kind. Messages are the
 * platform schema's own (`@club/api-client`), so the form and the 400 say the same words.
 */
export type FieldSpec<State extends FormState, Extra = undefined> = {
  key: keyof State & string;
  wire?: string;
  label: string | ((context: FormContext<State, Extra>) => string);
  hint?: string | ((context: FormContext<State, Extra>) => string | undefined);
  /** Shown only when this holds (a voucher's code only when staff type their own; its package only while new). */
  when?: (context: FormContext<State, Extra>) => boolean;
  /** The fields a change empties (a new package empties the price chosen from the old one's). */
  clears?: (keyof State & string)[];
} & (
  | { kind: 'text' }
  /** Several lines of plain text (a page's summary). */
  | { kind: 'longText' }
  /** The newsroom's rich text editor (a page's body): headings, lists, quotes, links. */
  | { kind: 'richText' }
  | { kind: 'image' }
  | { kind: 'londonTime' }
  | { kind: 'check' }
  | { kind: 'choice'; choices: Choice[] | ((context: FormContext<State, Extra>) => Choice[]) }
  | { kind: 'select'; placeholder: (context: FormContext<State, Extra>) => string; choices: (context: FormContext<State, Extra>) => Choice[] }
);

/**
 * A field whose value no other item may have (a voucher's code): looked up as it is typed, once the schema
 * finds it well formed, and said taken or free before anyone presses Create.
 */
export type UniqueSpec<State extends FormState> = {
  key: keyof State & string;
  wire: string;
  /** The value to look up, '' when there is nothing to look up (a code left to the platform). */
  valueOf: (form: State) => string;
  exists: (studio: StudioApi, value: string) => Promise<boolean>;
  /** Its query key (from `queryKeys.ts`). */
  queryKey: (value: string) => readonly unknown[];
  taken: string;
  free: (value: string) => string;
};

/** A list row's parts: its link text, its lines of facts, its state as a badge, its window. */
export type ColumnsSpec<Item> = {
  title: (item: Item) => string;
  meta: (item: Item) => (string | null)[];
  badge: (item: Item) => { state: string; label: string };
  window?: (item: Item) => { start: string; end: string };
};

export type Collection<Item extends { version: number }, State extends FormState, Body, Extra = undefined, Id extends string | number = number> = {
  /** The desk it belongs to: `studioDesks[desk].roles` may open it and make new ones. */
  desk: StudioDesk;
  /** The audit subject and the noun staff read: 'promo' makes “New promo”, “Save promo”, “promo.update”. */
  subject: string;
  plural: string;
  /** The list's address: Back and Cancel lead there. */
  listHref: (context: FormContext<State, Extra>) => string;
  idOf: (item: Item) => Id;
  /** The platform's schema for a new one and for an edit (without its version). */
  schema: (context: FormContext<State, Extra>) => z.ZodType<Body>;
  /** Its fields; drawn from what the page knows where they differ item to item (a package's prices). */
  fields: FieldSpec<State, Extra>[] | ((context: FormContext<State, Extra>) => FieldSpec<State, Extra>[]);
  columns: ColumnsSpec<Item>;
  empty: (extra: Extra) => State;
  formOf: (item: Item) => State;
  /** The body the form stands for, before the schema checks it. */
  inputOf: (form: State, context: FormContext<State, Extra>) => Record<string, unknown>;
  /** Whether the sites show it (switched on, published): what a save says. */
  shown: (item: Item) => boolean;
  /** What a save says when the sites do not show it, e.g. 'The promo is switched off'. */
  hiddenText: string;
  /** What a save says instead, when the club site is not where it shows (a voucher's new terms). */
  savedText?: (item: Item) => string;
  /** A field no other item may have, looked up as it is typed. */
  unique?: UniqueSpec<State>;
  /** The one studio client's calls for it. */
  /** A collection without `create` (the packages, laid out by the catalogue) is only ever edited. */
  api: (studio: StudioApi) => { create?: (body: Body) => Promise<Item>; update: (item: Item, body: Body, version: number) => Promise<Item> };
  /** Its query keys (from `queryKeys.ts`), and others a save makes stale (a package's price is a voucher's choice). */
  keys: { list: readonly unknown[]; item: (id: Id) => readonly unknown[]; also?: readonly (readonly unknown[])[] };
  /**
   * What a saved item makes of its page's cached data; the item itself unless the page holds more (a
   * voucher's page also holds its redemptions). Undefined leaves the cache as it is.
   */
  cached?: (item: Item, previous: unknown) => unknown;
  /** The item's page, opened after it is made. */
  itemHref: (item: Item) => string;
};

/** Describes a collection, typed; nothing more (the description is the point). */
export function defineCollection<Item extends { version: number }, State extends FormState, Body, Extra = undefined, Id extends string | number = number>(
  collection: Collection<Item, State, Body, Extra, Id>,
): Collection<Item, State, Body, Extra, Id> {
  return collection;
}

/** A collection's fields for what the form holds and the page knows: every one, or only those shown now. */
export function fieldsOf<State extends FormState, Extra>(
  collection: { fields: FieldSpec<State, Extra>[] | ((context: FormContext<State, Extra>) => FieldSpec<State, Extra>[]) },
  context: FormContext<State, Extra>,
  which: 'all' | 'shown' = 'all',
): FieldSpec<State, Extra>[] {
  const fields = typeof collection.fields === 'function' ? collection.fields(context) : collection.fields;
  return which === 'all' ? fields : fields.filter((spec) => !spec.when || spec.when(context));
}

/** The roles that open a collection, from the one list the platform's guards check. */
export const rolesOf = (collection: { desk: StudioDesk }): readonly string[] => studioDesks[collection.desk].roles;

/** The first message of each body field, or the body to send. */
export type Checked<Body> = { body: Body; errors: null } | { body: null; errors: Partial<Record<string, string>> };

/** The platform's own schema over a form: the body to send, or the first message for each field. */
export function checkWith<Body>(schema: z.ZodType<Body>, input: Record<string, unknown>): Checked<Body> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    // A field by its name, and one inside a list by its path too: 'prices.0.amount'.
    const field = issue.path[0];
    const path = issue.path.map(String).join('.');
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
    if (path !== field && !errors[path]) errors[path] = issue.message;
  }
  return { body: null, errors };
}

/** A collection's form checked with the platform's own schema, as the form does while it is typed. */
export function checkForm<Item extends { version: number }, State extends FormState, Body, Extra, Id extends string | number>(
  collection: Collection<Item, State, Body, Extra, Id>,
  form: State,
  context: Omit<FormContext<State, Extra>, 'form'>,
): Checked<Body> {
  const full = { ...context, form };
  return checkWith(collection.schema(full), collection.inputOf(form, full));
}

/** An ISO instant as London wall-clock 'yyyy-MM-ddTHH:mm' (what a datetime-local input holds). */
export function instantToLondonInput(instant: string): string {
  return formatInTimeZone(new Date(instant), clubTimeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local's London wall-clock value as an ISO instant; '' when it is not one (the schema says so). */
export function londonInputToInstant(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const instant = fromZonedTime(value, clubTimeZone);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}
