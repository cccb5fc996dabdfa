import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@ews/contract';
import type { LiveTopic } from '@ews/contract/domain';
import type { Permission } from '@ews/contract/permissions';

/*
 * A resource descriptor: what the record screens of one kind of record (users, source points,
 * surveys, ...) need to know of it, taken from the contract's endpoint table. The list and form
 * hooks (useRecordList, useRecordForm) are driven by it, so that a screen only says its columns
 * and fields. Names, not endpoint rows: the rows carry zod schemas, which the api fetches with a
 * screen's first call (api/index.ts), so a descriptor costs a list screen nothing.
 */

type Output<N extends EndpointName> = EndpointOutput<Endpoints[N]>;
type Input<N extends EndpointName> = EndpointInput<Endpoints[N]>;

/** Endpoints answering one page of records: `{ list, total }`. */
export type PagedEndpoint = { [K in EndpointName]: Output<K> extends { list: readonly unknown[]; total: number } ? K : never }[EndpointName];
/** Endpoints answering every record at once: rows, or a tree of rows. */
export type WholeListEndpoint = { [K in EndpointName]: Output<K> extends readonly object[] ? K : never }[EndpointName];

export interface ResourceSpec {
  /** Names the resource in change announcements (a save elsewhere reloads its lists). */
  name: string;
  /** The record's id field: in its rows, in the get input, and in the save input when updating. */
  id: string;
  /** Paged list of rows. */
  list?: PagedEndpoint;
  /** Instead of pages, every row in one answer (a short list, or a tree whose rows hold their `children`). */
  listAll?: WholeListEndpoint;
  /**
   * The form edits the whole list (`listAll`) as one record, and `save` takes the rows it
   * changed, each with the version it was loaded at (the risk thresholds of every focus type).
   */
  editedWhole?: true;
  /** One record by id. Without it a record is looked up in the list's pages. */
  get?: EndpointName;
  /** Adds (no id) or updates (id and version) one record. */
  save?: EndpointName;
  /** Deletes records by comma-joined ids, or (`deletesOne`) one record by its id. */
  delete?: EndpointName;
  /** The delete endpoint takes one id (`{ [id]: n }`): a row is deleted alone, none is selected. */
  deletesOne?: true;
  /**
   * Who may do what, as the server checks it: the buttons and the forms follow these. A form of
   * a record the user may not edit is read only; one of a new record they may not add is refused.
   */
  permissions: { list: Permission; add?: Permission; edit?: Permission; delete?: Permission };
  /**
   * Its lists reload whenever the live stream tells of a change of this kind, by anyone: a work
   * queue (the alerts) stays current. Lists a person reads row by row leave it out.
   */
  liveTopic?: LiveTopic;
}

/** A descriptor with its endpoint names kept as literal types, so that records and inputs are typed from the contract. */
export function defineResource<const R extends ResourceSpec>(resource: R): R {
  return resource;
}

type Named<R extends ResourceSpec, K extends 'list' | 'listAll' | 'get' | 'save' | 'delete'> = R[K] extends EndpointName ? R[K] : never;
/** The endpoint the resource's list is read with: its pages, else all of it. */
type ListNamed<R extends ResourceSpec> = [Named<R, 'list'>] extends [never] ? Named<R, 'listAll'> : Named<R, 'list'>;

/** One row of the resource's list. */
export type RowOf<R extends ResourceSpec> = Output<ListNamed<R>> extends { list: readonly (infer T)[] } ? T : Output<ListNamed<R>> extends readonly (infer T)[] ? T : never;
/** The query of the resource's list (page, limit, filters, sort; no paging for `listAll`). */
export type ListQueryOf<R extends ResourceSpec> = Input<ListNamed<R>>;
/** A stored record: what `get` answers, else what `save` answers; of a resource edited whole, its rows. */
export type RecordOf<R extends ResourceSpec> = R['editedWhole'] extends true ? RowOf<R>[] : [Named<R, 'get'>] extends [never] ? Output<Named<R, 'save'>> : Output<Named<R, 'get'>>;
/** What `save` answers. */
export type SavedOf<R extends ResourceSpec> = Output<Named<R, 'save'>>;
/** What `save` takes: the contract schema's input (z.input), id and version included. */
export type SaveInputOf<R extends ResourceSpec> = Input<Named<R, 'save'>>;
/** What a form supplies of the save input: the id and the version are the form hook's. */
export type FieldsOf<R extends ResourceSpec> = Omit<SaveInputOf<R>, R['id'] | 'version'>;

/**
 * The values of a form for resource `R`: every field of its save input (a number box gives a
 * number, or null when empty), except those the form holds in another shape (`Held`: a date as a Dayjs, a
 * region as its cascader path), which replace or add to them; `Dropped` are fields the form
 * derives from held ones (the three region codes of a region path).
 */
export type FormValuesOf<R extends ResourceSpec, Held extends object = object, Dropped extends PropertyKey = never> = FormValues<FieldsOf<R>, Held, Dropped>;

type FormValues<I, Held extends object, Dropped extends PropertyKey> = {
  [K in Exclude<keyof I, keyof Held | Dropped>]-?: number extends I[K] ? number | null : Exclude<I[K], undefined>;
} & Held;

/**
 * What a form gives for the save input: any field may be missing or null (an empty box), also
 * in the rows of a list field, for the schema to say so on its field.
 */
export type FormInputOf<R extends ResourceSpec> = { [K in keyof FieldsOf<R>]?: Loose<FieldsOf<R>[K]> | null };

type Loose<T> = T extends readonly (infer Row)[] ? (Row extends object ? { [K in keyof Row]?: Row[K] | null } : Row)[] : T;

/** The values of a stored record for a form: the fields that `initial` has, read from the record. */
export function valuesOf<V extends object>(record: object, initial: V): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(initial).map((key) => [key, source[key]])) as V;
}
