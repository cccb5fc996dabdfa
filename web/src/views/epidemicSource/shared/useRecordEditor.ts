import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { App, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { report, wasReported, type RequestOptions } from '../../../api/index.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';
import { useVersionConflict } from '../../../hooks/useVersionConflict.ts';
import { isVersionConflict } from '../../../utils/conflict.ts';
import { announceChange } from './changes.ts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';

interface StoredRecord {
  version: number;
  updatedBy: string;
  updatedAt: string;
}

/**
 * What the form screen is asked to show: `?id=` picks a record (none adds one), `&mode=view` reads
 * it only. A user who may not edit records only reads them, whatever the address says; one who may
 * not add them gets no new form (`forbidden`). The server refuses such saves anyway: this keeps
 * the screen from offering them.
 */
export function useRecordParams(permissions: { add: string; edit: string }): { id: number | undefined; viewing: boolean; forbidden: boolean } {
  const [params] = useSearchParams();
  const { hasPermission } = useAuth();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return {
    id,
    viewing: params.get('mode') === 'view' || (id !== undefined && !hasPermission([permissions.edit])),
    forbidden: id === undefined && !hasPermission([permissions.add]),
  };
}

interface RecordEditorOptions<R extends StoredRecord, V, I> {
  id: number | undefined;
  form: FormInstance<V>;
  entity: 'source' | 'outbreak';
  listPath: string;
  /** Stable functions (module level): read one record, save one, and the form values of a record. */
  get(id: number): Promise<R>;
  save(input: I, options: RequestOptions): Promise<R>;
  toValues(record: R): V;
  savedText(record: R): string;
}

/**
 * The life of a record form (add, update or view): loads the record of `id`, tracks unsaved
 * changes (and warns before they are left behind), saves with the loaded version and goes back
 * to the list. When someone else saved first (40900 with a stale version) the conflict dialog
 * offers their version or keeps the user's input, so nothing is lost without a decision; a code
 * that is taken is marked on the code field.
 */
export function useRecordEditor<R extends StoredRecord, V, I>({ id, form, entity, listPath, get, save, toValues, savedText }: RecordEditorOptions<R, V, I>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const showConflict = useVersionConflict();
  const [record, setRecord] = useState<R | null>(null);
  /** The version the next save is based on: the loaded one, or the newer one the user chose to overwrite. */
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [overwriting, setOverwriting] = useState<R | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { leave } = useUnsavedChangesGuard(dirty);

  const show = useCallback(
    (loaded: R) => {
      setRecord(loaded);
      setVersion(loaded.version);
      setOverwriting(null);
      form.resetFields();
      form.setFieldsValue(toValues(loaded) as Parameters<typeof form.setFieldsValue>[0]);
      setDirty(false);
    },
    [form, toValues],
  );

  useRecordLoad(id, get, show, () => setMissing(true));

  const backToList = useCallback(() => void navigate(listPath), [navigate, listPath]);

  async function onConflict(error: ApiError) {
    if (isVersionConflict(error) && id !== undefined) {
      const latest = await get(id).catch(() => undefined);
      if (!latest) return;
      showConflict({
        updatedBy: latest.updatedBy,
        updatedAt: latest.updatedAt,
        onReload: () => show(latest),
        onKeep: () => {
          setVersion(latest.version);
          setOverwriting(latest);
        },
      });
      return;
    }
    // A code someone else has: said on the field as well as in the toast.
    form.setFields([{ name: 'code' as never, errors: [error.message] }]);
    report(error);
  }

  /** Saves; then back to the list, or (`another`) a fresh form for the next record, `keep` already filled in. */
  async function submit(input: I, next?: { another: true; keep: Partial<V> }) {
    setSaving(true);
    try {
      const saved = await save(input, { quiet: [Codes.CONFLICT] });
      announceChange(entity);
      void message.success(savedText(saved));
      if (next) {
        form.resetFields();
        form.setFieldsValue(next.keep as Parameters<typeof form.setFieldsValue>[0]);
        setDirty(false);
      } else {
        setDirty(false);
        leave(backToList);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === Codes.CONFLICT) await onConflict(error);
      else if (error instanceof ApiError && !wasReported(error)) report(error);
    } finally {
      setSaving(false);
    }
  }

  return {
    record,
    version,
    overwriting,
    missing,
    saving,
    loading: id !== undefined && record === null && !missing,
    markDirty: () => setDirty(true),
    submit,
    backToList,
  };
}
