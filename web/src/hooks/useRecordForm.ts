import { refusedField, type LabelledField } from '@ews/contract/field-labels';
import { codeMessage } from '@ews/contract/messages';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { App, type FormInstance, type FormProps } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, report, wasReported, type RequestOptions } from '../api/index.ts';
import { useAppStore } from '../stores/app.ts';
import { isVersionConflict } from '../utils/conflict.ts';
import type { FormSchema } from '../utils/schema-issues.ts';
import { announceChange } from './record-changes.ts';
import { valuesOf, type FormInputOf, type RecordOf, type ResourceSpec, type SavedOf, type SaveInputOf } from './resource.ts';
import { useAuth } from './useAuth.ts';
import { useConfirm } from './useConfirm.ts';
import { useLeaveDialog } from '../app/useLeaveDialog.ts';
import { useRecordLoad } from './useRecordLoad.ts';
import { useSchemaForm } from './useSchemaForm.ts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';
import { useVersionConflict } from './useVersionConflict.ts';

/** What every stored record carries: its version, and who saved it last and when. */
export interface Stored {
  version: number;
  updatedBy: string;
  updatedAt: string;
}

type Call = (input: unknown, options?: RequestOptions) => Promise<unknown>;
/** The api by endpoint name: a descriptor names its endpoints, the hooks call them. */
const call = (name: string): Call => (api as unknown as Record<string, Call>)[name]!;

const LOOKUP_LIMIT = 100;
const LOOKUP_PAGES = 50;

/** A record by id: through the resource's get endpoint, else looked up in its list's pages (a short list, such as the roles). */
export async function fetchRecord<R extends ResourceSpec>(resource: R, id: number, options?: RequestOptions): Promise<RecordOf<R>> {
  if (resource.get) return (await call(resource.get)({ [resource.id]: id }, options)) as RecordOf<R>;
  if (!resource.list) throw new Error(`${resource.name}: neither a get nor a list endpoint`);
  for (let page = 1; page <= LOOKUP_PAGES; page++) {
    const { list, total } = (await call(resource.list)({ page, limit: LOOKUP_LIMIT }, options)) as { list: Record<string, unknown>[]; total: number };
    const found = list.find((row) => row[resource.id] === id);
    if (found) return found as RecordOf<R>;
    if (page * LOOKUP_LIMIT >= total) break;
  }
  throw new Error(`${resource.name} ${id} not found`);
}

/** What the form of a resource edited whole is loaded by, in place of a record id. */
const WHOLE = 'whole';

/** The stored record a form edits: the record of `id`, or every row of a resource edited whole. */
function fetchEdited<R extends ResourceSpec>(resource: R, id: number | typeof WHOLE, options?: RequestOptions): Promise<RecordOf<R>> {
  if (id !== WHOLE) return fetchRecord(resource, id, options);
  if (!resource.listAll) throw new Error(`${resource.name}: edited whole without a listAll endpoint`);
  return call(resource.listAll)({}, options) as Promise<RecordOf<R>>;
}

/**
 * What a form page is asked to show: `?id=` picks a record (none adds one), `&mode=view` reads it
 * only. A user who may not edit records only reads them, whatever the address says; one who may
 * not add them gets no new form (`forbidden`). The server refuses such saves anyway: this keeps
 * the screen from offering them.
 */
export function useRecordParams(resource: ResourceSpec): { id: number | undefined; viewing: boolean; forbidden: boolean } {
  const [params] = useSearchParams();
  const { hasPermission } = useAuth();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const { add, edit } = resource.permissions;
  return {
    id,
    viewing: params.get('mode') === 'view' || (id !== undefined && !(edit && hasPermission([edit]))),
    forbidden: id === undefined && !(add && hasPermission([add])),
  };
}

export interface RecordFormOptions<R extends ResourceSpec, V extends object> {
  /** The record to edit; none to add one (a resource edited whole has no id: its rows are the record). */
  id: number | undefined;
  form: FormInstance<V>;
  /** The contract's save schema: the form is checked with it as the server checks the call. */
  schema: FormSchema<SaveInputOf<R>>;
  /** The values of an empty form (adding). */
  initialValues: V;
  /** The form's values of a stored record; by default the fields of `initialValues`, read from it. */
  toValues?: (record: RecordOf<R>) => V;
  /**
   * The form's values as the save input, without id and version (those are added here). `base`
   * is the stored record the save is based on: a resource edited whole takes its rows' versions from it.
   */
  toInput(values: V, context: { adding: boolean; base: RecordOf<R> | null }): FormInputOf<R>;
  /** The record as already in hand (a row of the list): shown at once, not loaded. */
  record?: RecordOf<R> | undefined;
  /** Read only, even for a user who may edit (a view screen). */
  viewing?: boolean;
  /** The toast after a save; none: the caller says it. */
  savedText?: (saved: SavedOf<R>) => string;
  /** Asks before a save with wide effects; the save runs if the user agrees. */
  confirmSave?: (input: SaveInputOf<R>) => { title: ReactNode; content?: ReactNode };
  /** Sends the save (given the request options the form needs); by default the resource's save endpoint. */
  send?: (input: SaveInputOf<R>, options: RequestOptions) => Promise<SavedOf<R>>;
  /** The stored record in a save's answer, for a form that stays open after a save: it shows that record then. */
  recordOf?: (saved: SavedOf<R>) => RecordOf<R>;
  /** After a save (not a save-and-add-another): close, or go back to the list. Runs as a deliberate leave. */
  onSaved?: (saved: SavedOf<R>) => void;
  /** The record could not be loaded (the request wrapper said why). */
  onMissing?: () => void;
  /** Also called on each change of the values, after the change is noted as unsaved. */
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  /** Hold navigation while there are unsaved changes (a page; a modal closes with its input). */
  guardNavigation?: boolean;
  /** A 40900 that is no version conflict (a code someone else has) is shown on this field (not as a toast). */
  takenField?: string;
  /** Fields of the form a refusal may name by their label ('Region: outside your data scope'): what it says is shown on that field (not as a toast). */
  namedFields?: readonly LabelledField[];
  /**
   * Of a version conflict: whose save came first, found in the record as stored now (`latest`)
   * for the refused input; by default the record's own last save. A resource edited whole says
   * which of its rows that is.
   */
  savedFirst?: (latest: RecordOf<R>, refused: SaveInputOf<R>) => Stored | undefined;
  /** After the user chose the other person's version in a conflict: the form shows it. */
  onReload?: () => void;
}

/** The server answered that the record is not there for this user: deleted, outside their scope, or no such id. */
const GONE_CODES: readonly number[] = [Codes.NOT_FOUND, Codes.FORBIDDEN, Codes.VALIDATION];
const isGone = (error: unknown) => error instanceof ApiError && GONE_CODES.includes(error.code);
/**
 * The refusals of a save the form may say on one of its fields (a code taken, a field named by its
 * label): the wrapper leaves them to the form, which says each once, there or as a toast.
 */
const FIELD_REFUSALS: RequestOptions = { quiet: [Codes.CONFLICT, Codes.FORBIDDEN, Codes.VALIDATION, Codes.PLACE_UNCONFIRMED] };
/** A first load the record is not there for: the page says so in full, a toast would say it twice. */
const FIRST_LOAD: RequestOptions = { quiet: GONE_CODES };

/**
 * The life of a versioned record form (add, update or view), as ra-core's useEditController or
 * refine's useForm: loads the record of `id` and remembers its version; notes unsaved changes
 * (and, on a page, warns before they are left behind); checks the input with the contract's save
 * schema and saves it with that version. When someone else saved first (40900 with a stale
 * version), the conflict dialog offers their version (reload: the form shows it) or keeps the
 * user's input (keep editing: the next save knowingly replaces it, and a notice says so), so
 * nothing is lost without a decision. A user without the edit permission gets the record read
 * only; the save is then not offered. A resource edited whole (`editedWhole`) is one record
 * without an id: all its rows, saved together.
 */
export function useRecordForm<R extends ResourceSpec, V extends object>(resource: R, options: RecordFormOptions<R, V>) {
  const { id, form, schema, initialValues, toInput, viewing = false, savedText, onSaved, onMissing, guardNavigation = false, takenField, namedFields = [] } = options;
  const toValues = options.toValues ?? ((record: RecordOf<R>) => valuesOf(record as object, initialValues));
  const { message } = App.useApp();
  const { hasPermission } = useAuth();
  const language = useAppStore((state) => state.language);
  const confirm = useConfirm();
  const askToLeave = useLeaveDialog();
  const showConflict = useVersionConflict();
  const edited = resource.editedWhole ? WHOLE : id;
  const adding = edited === undefined;
  const [record, setRecord] = useState<RecordOf<R> | null>(options.record ?? null);
  /** The stored record the next save is based on: the loaded one, or the newer one the user chose to overwrite. */
  const [base, setBase] = useState<RecordOf<R> | null>(options.record ?? null);
  const version = (base as Stored | null)?.version;
  const [overwriting, setOverwriting] = useState<Stored | null>(null);
  /**
   * Why the first load failed: the record is gone for this user, or no answer came (no answer in
   * time, the connection dropped), and it may be asked again.
   */
  const [loadFailure, setLoadFailure] = useState<'gone' | 'unanswered' | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [startValues] = useState(() => (options.record ? toValues(options.record) : initialValues));
  const { leave } = useUnsavedChangesGuard(guardNavigation && dirty);

  const { add, edit } = resource.permissions;
  const mayEdit = adding ? Boolean(add && hasPermission([add])) : Boolean(edit && hasPermission([edit]));
  const readOnly = viewing || !mayEdit;

  const show = (loaded: RecordOf<R>) => {
    setRecord(loaded);
    setBase(loaded);
    setOverwriting(null);
    form.resetFields();
    form.setFieldsValue(toValues(loaded) as Parameters<typeof form.setFieldsValue>[0]);
    setDirty(false);
  };

  const fetchOne = useCallback((wanted: number | typeof WHOLE, reload: boolean) => fetchEdited(resource, wanted, reload ? undefined : FIRST_LOAD), [resource]);
  const { retry } = useRecordLoad(
    options.record ? undefined : edited,
    fetchOne,
    show,
    (error) => {
      setLoadFailure(isGone(error) ? 'gone' : 'unanswered');
      onMissing?.();
    },
    // Shown again, the form shows what others saved while it was hidden: all of it when nothing is
    // unsaved; else only the stored record's own panels (risk, last survey), the input and the
    // version the next save is based on staying as they were.
    (latest) => {
      if (!dirty && overwriting === null) show(latest);
      else setRecord(latest);
    },
  );

  const prepare = useCallback(
    (values: Record<string, unknown>) => ({ ...toInput(values as V, { adding, base }), ...(id === undefined ? {} : { [resource.id]: id, version }) }),
    [toInput, adding, base, resource.id, id, version],
  );
  const { rule, submit: validate, messageOf } = useSchemaForm(schema, form, prepare);

  async function offerConflict(error: ApiError, refused: SaveInputOf<R>) {
    const latest = edited === undefined ? undefined : await fetchEdited(resource, edited).catch(() => undefined);
    if (latest) announceChange(resource.name); // someone else's save: the lists show it too
    const stored = latest && (options.savedFirst ? options.savedFirst(latest, refused) : (latest as Stored));
    if (!latest || !stored) {
      report(error);
      return;
    }
    showConflict({
      updatedBy: stored.updatedBy,
      updatedAt: stored.updatedAt,
      onReload: () => {
        show(latest);
        options.onReload?.();
      },
      onKeep: () => {
        setBase(latest);
        setOverwriting(stored);
      },
    });
  }

  /** Checks (and, with `confirmSave`, asks) and saves; then `onSaved`, or (`next`) a fresh form for the next record with `next.keep` filled in. */
  async function submit(next?: { keep: Partial<V> }) {
    if (readOnly || !resource.save) return;
    const input = await validate();
    if (input === undefined) return;
    if (options.confirmSave) confirm({ ...options.confirmSave(input), onOk: () => void save(input, next) });
    else await save(input, next);
  }

  /** The field a refusal is about, and what to say on it: a code someone else has (`takenField`), or a field it names by its label (`namedFields`). */
  function refusalOnField(error: ApiError): { field: string; reason: string } | undefined {
    if (takenField && error.code === Codes.CONFLICT) return { field: takenField, reason: error.message };
    return refusedField(error.message, namedFields, language);
  }

  async function save(input: SaveInputOf<R>, next?: { keep: Partial<V> }) {
    const send = options.send ?? (call(resource.save!) as (input: SaveInputOf<R>, options: RequestOptions) => Promise<SavedOf<R>>);
    setSaving(true);
    try {
      const saved = await send(input, FIELD_REFUSALS);
      announceChange(resource.name);
      if (savedText) void message.success(savedText(saved));
      setDirty(false);
      if (next) {
        form.resetFields();
        form.setFieldsValue(next.keep as Parameters<typeof form.setFieldsValue>[0]);
      } else {
        if (options.recordOf) show(options.recordOf(saved));
        leave(() => onSaved?.(saved));
      }
    } catch (error) {
      if (isVersionConflict(error)) {
        await offerConflict(error, input);
      } else if (error instanceof ApiError && error.code === Codes.PLACE_UNCONFIRMED) {
        // Coordinates far from the chosen county: the user may know better (a point on a county's
        // edge, an outline years old); confirmed, the same input is sent again saying so.
        confirm({ title: codeMessage(Codes.PLACE_UNCONFIRMED, language), content: error.message, onOk: () => save({ ...input, placeConfirmed: true }, next) });
      } else if (error instanceof ApiError) {
        // Said once: on its field when the form has one for it, else as a toast.
        const onField = refusalOnField(error);
        if (onField) {
          form.setFields([{ name: onField.field as never, errors: [onField.reason] }]);
          form.scrollToField(onField.field, { block: 'center', focus: true });
        } else if (!wasReported(error)) {
          report(error);
        }
      }
    } finally {
      setSaving(false);
    }
  }

  const markDirty = useCallback(() => setDirty(true), []);

  /**
   * Closes the form (Cancel, Esc, Back): at once when nothing is unsaved, else once the user
   * agrees to lose the changes, the same question as closing a form's tab asks.
   */
  function discard(close: () => void) {
    if (!dirty || readOnly) {
      leave(close);
      return;
    }
    askToLeave(() => leave(close));
  }

  /** Drops the unsaved changes: the form shows the stored record the next save would be based on. */
  function revert() {
    if (base) show(base);
  }

  const formProps: FormProps<V> = {
    // Prefixes the fields' ids: a list's filter of the same fields may be open in another tab.
    name: `${resource.name}-form`,
    form,
    initialValues: startValues,
    disabled: readOnly,
    // A record only read asks nothing of the reader: no field is marked required.
    requiredMark: !readOnly,
    onValuesChange: (changed: Partial<V>, all: V) => {
      setDirty(true);
      options.onValuesChange?.(changed, all);
    },
    onFinish: () => void submit(),
  };

  return {
    adding,
    record,
    version,
    overwriting,
    missing: loadFailure === 'gone',
    saving,
    dirty,
    readOnly,
    loadFailed: loadFailure === 'unanswered',
    /** Asks for the record again after a failed first load. */
    retryLoad: () => {
      setLoadFailure(null);
      retry();
    },
    loading: edited !== undefined && record === null && loadFailure === null,
    rule,
    messageOf,
    markDirty,
    submit,
    discard,
    revert,
    /** Shows a stored record the screen already has (the rows its list shows): the form's values and the next save's base. */
    showRecord: show,
    /** The stored record the next save is based on. */
    base,
    /** Runs a navigation that leaves unsaved changes behind on purpose. */
    leave,
    /** For the antd Form: the form, its first values, read-only, change tracking and Enter to save. */
    formProps,
  };
}
