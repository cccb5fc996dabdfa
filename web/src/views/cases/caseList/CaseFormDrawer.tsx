import type { HumanCase } from '@ews/contract';
import { Alert, Button, Drawer, Form, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { useRegionTree } from '../../../components/domain/regions.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { caseResource } from '../../resources.ts';
import { CaseFields, caseSchema } from '../shared/CaseFields.tsx';
import { caseFormValues, caseInput, emptyCaseValues, type CaseFormValues } from '../shared/case-values.ts';

interface CaseFormDrawerProps {
  /** The case to edit; none to add one. */
  caseId?: number | undefined;
  onClose(): void;
  onSaved(saved: HumanCase): void;
}

/**
 * Add or edit a human case in a drawer (full width on a phone), checked with the contract's
 * caseSaveSchema as the server checks it; a stale version opens the conflict dialog. The form says
 * at its top that no name or ID number is stored.
 */
export function CaseFormDrawer({ caseId, onClose, onSaved }: CaseFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CaseFormValues>();
  const regions = useRegionTree();
  const [initialValues] = useState(emptyCaseValues);
  const editor = useRecordForm(caseResource, {
    id: caseId,
    form,
    schema: caseSchema,
    initialValues,
    toValues: caseFormValues,
    toInput: caseInput,
    namedFields: ['region', 'sourceId'],
    // A new case raises its signal; an edit (an exclusion, say) changes no signal: its workflow does.
    savedText: () => t(caseId === undefined ? 'cases.saved' : 'cases.updated'),
    onSaved,
    onMissing: onClose,
  });
  const { adding, loading, record } = editor;
  const cancel = () => editor.discard(onClose);

  return (
    <Drawer
      open
      title={t(adding ? 'cases.addTitle' : 'cases.editTitle')}
      size={760}
      onClose={cancel}
      mask={{ closable: false }}
      rootClassName="case-drawer"
      extra={
        <Space>
          <Button onClick={cancel} data-testid="case-form-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={editor.saving} disabled={loading || editor.readOnly} onClick={() => void editor.submit()} data-testid="case-form-submit">
            {t('common.save')}
          </Button>
        </Space>
      }
      data-testid="case-form"
      data-mode={adding ? 'add' : 'edit'}
    >
      <Spin spinning={loading}>
        <ConflictNotice overwriting={editor.overwriting} />
        <Alert type="info" showIcon title={t('cases.privacy')} className="case-privacy" data-testid="case-form-privacy" />
        <Form {...editor.formProps} layout="vertical" autoComplete="off">
          <CaseFields form={form} rule={editor.rule} regions={regions} sourceLabel={record?.sourceId ? `${record.sourceCode} ${record.sourceName}` : undefined} />
        </Form>
      </Spin>
    </Drawer>
  );
}
