import { Button, Form, Modal, Spin, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from './ConflictNotice.tsx';

interface RecordFormModalProps<V> {
  /** Test ids `<prefix>-form`, `<prefix>-form-submit` and `<prefix>-form-cancel`. */
  prefix: string;
  title: ReactNode;
  width: number;
  /** useRecordForm's. */
  editor: {
    formProps: FormProps<V>;
    loading: boolean;
    saving: boolean;
    readOnly: boolean;
    overwriting: { updatedBy: string; updatedAt: string } | null;
    submit(): Promise<void>;
    /** Closes the form, asking first when it holds unsaved changes. */
    discard(close: () => void): void;
  };
  onClose(): void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A record's form in a modal: cancel and save below it (save only once the record is loaded and
 * for those who may save it), the notice of a kept conflict above it. A click on the mask does not
 * close it, so that typed input is not lost by a stray click; Cancel, × and Esc ask first when
 * the input is unsaved (useRecordForm's discard).
 */
export function RecordFormModal<V>({ prefix, title, width, editor, onClose, children }: RecordFormModalProps<V>) {
  const { t } = useTranslation();
  const cancel = () => editor.discard(onClose);
  return (
    <Modal
      open
      title={title}
      onCancel={cancel}
      width={width}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={cancel} data-testid={`${prefix}-form-cancel`}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={editor.saving} disabled={editor.loading || editor.readOnly} onClick={() => void editor.submit()} data-testid={`${prefix}-form-submit`}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <Spin spinning={editor.loading}>
        <ConflictNotice overwriting={editor.overwriting} />
        <Form {...editor.formProps} layout="vertical" autoComplete="off" data-testid={`${prefix}-form`}>
          {children}
        </Form>
      </Spin>
    </Modal>
  );
}
