import type { Role } from '@ews/contract';
import { Status, SUPER_ROLE_KEY } from '@ews/contract/enums';
import { DATA_SCOPES } from '@ews/contract/schemas/scope';
import { roleSaveSchema } from '@ews/contract/schemas/roles';
import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { DivisionPicker } from '../../../components/domain/DivisionPicker.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import type { FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { roleResource } from '../../resources.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';

type RoleFormValues = FormValuesOf<typeof roleResource>;

const EMPTY: RoleFormValues = { roleKey: '', name: '', sort: 0, status: Status.ENABLED, remark: '', dataScope: 'subtree', scopeDivisions: [] };

/** An emptied sort box is the default order. */
const toInput = (values: RoleFormValues) => ({ ...values, sort: values.sort ?? undefined });

/** Adds (no role) or edits a role (the row of the list) with role/save, validated with the contract's roleSaveSchema. */
export function RoleFormModal({ role, onClose, onSaved }: { role?: Role | undefined; onClose(): void; onSaved(role: Role): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const editor = useRecordForm(roleResource, {
    id: role?.roleId,
    record: role,
    form,
    schema: roleSaveSchema,
    initialValues: EMPTY,
    toInput,
    savedText: () => t('common.saved'),
    onSaved,
  });
  const { rule } = editor;
  const superRole = role?.roleKey === SUPER_ROLE_KEY;
  const dataScope = Form.useWatch('dataScope', form);

  return (
    <Modal
      open
      title={t(editor.adding ? 'role.addTitle' : 'role.editTitle')}
      onCancel={() => editor.discard(onClose)}
      width={560}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => editor.discard(onClose)}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={editor.saving} disabled={editor.readOnly} onClick={() => void editor.submit()} data-testid="role-form-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      <ConflictNotice overwriting={editor.overwriting} />
      <Form {...editor.formProps} layout="vertical" autoComplete="off" data-testid="role-form">
        <Form.Item name="name" label={t('role.name')} required rules={[rule('name')]}>
          <Input maxLength={64} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')} required rules={[rule('roleKey')]} extra={t('role.roleKeyHint')}>
          <Input maxLength={32} disabled={superRole} data-testid="role-form-key" />
        </Form.Item>
        <Form.Item name="sort" label={t('role.sort')} rules={[rule('sort')]}>
          <NumberInput min={0} max={9999} precision={0} data-testid="role-form-sort" />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')} rules={[rule('status')]}>
          <Radio.Group disabled={superRole} options={enabledOptions(t)} />
        </Form.Item>
        <Form.Item name="dataScope" label={t('role.dataScope')} rules={[rule('dataScope')]} extra={t('role.dataScopeHint')}>
          <Select disabled={superRole} options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`role.scopes.${scope}`) }))} data-testid="role-form-scope" />
        </Form.Item>
        {dataScope === 'custom' && (
          <Form.Item name="scopeDivisions" label={t('role.divisions')} required rules={[rule('scopeDivisions')]} extra={t('role.divisionsHint')}>
            <DivisionPicker data-testid="role-form-divisions" />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('role.remark')} rules={[rule('remark')]}>
          <Input.TextArea maxLength={500} rows={3} showCount data-testid="role-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
