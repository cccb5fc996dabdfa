import type { FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTagsViewStore } from '../../../stores/tagsView.ts';
import type { ResourceSpec } from '../../../hooks/resource.ts';
import { useCameFrom } from '../../../hooks/useCameFrom.ts';
import { useRecordForm, type RecordFormOptions } from '../../../hooks/useRecordForm.ts';
import { recordPath } from './paths.ts';

interface RecordPageOptions<R extends ResourceSpec, V extends object> extends Omit<RecordFormOptions<R, V>, 'onSaved' | 'guardNavigation' | 'takenField' | 'namedFields'> {
  form: FormInstance<V>;
  listPath: string;
  formPath: string;
  /** What the next record of a series shares with the one just saved ('save and add another'). */
  keptForNext(values: V): Partial<V>;
}

/**
 * A record's add / update / view screen (a page, not a dialog) on useRecordForm: unsaved changes
 * are asked about before they are lost (Back, Cancel, closing the tab), a save goes back where
 * the record was opened from (the dashboard's map, else the list) and closes the form's tab, its
 * work done (as Back and Cancel do), or (save and add another) starts the next record, a code
 * someone else has is said on the code field, and a region outside the user's data scope on the
 * region field (LocationFields). `pageProps` are RecordFormPage's.
 */
export function useRecordPage<R extends ResourceSpec, V extends object>(resource: R, { listPath, formPath, keptForNext, ...options }: RecordPageOptions<R, V>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cameFrom = useCameFrom(listPath);
  /**
   * Back where the record was opened from, without the form's tab: what was typed in it is saved
   * or given up. The form's entry in the history goes too, so that the browser's Back does not
   * reopen the form, stale or empty.
   */
  const closeForm = () => {
    void navigate(cameFrom(), { replace: true });
    useTagsViewStore.getState().delView(pathname);
  };
  const editor = useRecordForm(resource, { ...options, guardNavigation: true, takenField: 'code', namedFields: ['region'], onSaved: closeForm });
  /** Back or Cancel, on a form or a record's view: the input is given up (asked first when unsaved), and the page's tab closed with it, as a save closes it. */
  const giveUp = () => editor.discard(closeForm);
  const save = (another: boolean) => void editor.submit(another ? { keep: keptForNext(options.form.getFieldsValue(true) as V) } : undefined);
  const { id } = options;
  return {
    ...editor,
    pageProps: {
      viewing: Boolean(options.viewing),
      adding: editor.adding,
      loading: editor.loading,
      missing: editor.missing,
      loadFailed: editor.loadFailed,
      onRetry: editor.retryLoad,
      saving: editor.saving,
      overwriting: editor.overwriting,
      editPath: id ? recordPath(formPath, id) : formPath,
      editPermission: resource.permissions.edit ?? resource.permissions.list,
      onBack: giveUp,
      onSave: () => save(false),
      onSaveAnother: () => save(true),
    },
  };
}
