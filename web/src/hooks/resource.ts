import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@ews/contract';
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

export interface ResourceSpec {
  /** Names the resource in change announcements (a save elsewhere reloads its lists). */
  name: string;
  /** The record's id field: in its rows, in the get input, and in the save input when updating. */
  id: string;
  /** Paged list of rows. */
  list?: PagedEndpoint;
  /** One record by id. Without it a record is looked up in the list's pages. */
  get?: EndpointName;
  /** Adds (no id) or updates (id and version) one record. */
  save?: EndpointName;
  /** Deletes records by comma-joined ids. */
  delete?: EndpointName;
  /**
   * Who may do what, as the server checks it: the buttons and the forms follow these. A form of
   * a record the user may not edit is read only; one of a new record they may not add is refused.
   */
  permissions: { list: Permission; add?: Permission; edit?: Permission; delete?: Permission };
}

/** A descriptor with its endpoint names kept as literal types, so that records and inputs are typed from the contract. */
export function defineResource<const R extends ResourceSpec>(resource: R): R {
  return resource;
}

type Named<R extends ResourceSpec, K extends 'list' | 'get' | 'save' | 'delete'> = R[K] extends EndpointName ? R[K] : never;

/** One row of the resource's list. */
export type RowOf<R extends ResourceSpec> = Output<Named<R, 'list'>> extends { list: readonly (infer T)[] } ? T : never;
/** The query of the resource's list (page, limit, filters, sort). */
export type ListQueryOf<R extends ResourceSpec> = Input<Named<R, 'list'>>;
/** A stored record: what `get` answers, else what `save` answers. */
export type RecordOf<R extends ResourceSpec> = [Named<R, 'get'>] extends [never] ? Output<Named<R, 'save'>> : Output<Named<R, 'get'>>;
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
 * What a form gives for the save input: any field may be missing or null (an empty box), for
 * the schema to say so on its field.
 */
export type FormInputOf<R extends ResourceSpec> = { [K in keyof FieldsOf<R>]?: FieldsOf<R>[K] | null };

/** The values of a stored record for a form: the fields that `initial` has, read from the record. */
export function valuesOf<V extends object>(record: object, initial: V): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(initial).map((key) => [key, source[key]])) as V;
}
