import type { Role } from '@ews/contract';
import { Status, SUPER_ROLE_KEY } from '@ews/contract/enums';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { roleSaveSchema } from '@ews/contract/schemas/roles';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, report, wasReported } from '../../../api/index.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';
import { useVersionConflict } from '../../../hooks/useVersionConflict.ts';
import { isVersionConflict } from '../../../utils/conflict.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { statusOptions } from '../../../components/ListControls.tsx';

interface RoleFormValues {
  roleKey: string;
  name: string;
  sort: number | null;
  status: number;
  remark: string;
}

const EMPTY: RoleFormValues = { roleKey: '', name: '', sort: 0, status: Status.ENABLED, remark: '' };

const valuesOf = (role: Role): RoleFormValues => ({ roleKey: role.roleKey, name: role.name, sort: role.sort, status: role.status, remark: role.remark });

/** The stored version of a role (there is no get-by-id call: the list is small, so it is searched). */
async function fetchRole(roleId: number): Promise<Role | undefined> {
  for (let page = 1; page <= 50; page++) {
    const { list, total } = await api.roleList({ page, limit: 100 });
    const found = list.find((role) => role.roleId === roleId);
    if (found || page * 100 >= total) return found;
  }
  return undefined;
}

/** Adds (no role) or edits a role with role/save, validated with the contract's roleSaveSchema. */
export function RoleFormModal({ role, onClose, onSaved }: { role?: Role | undefined; onClose(): void; onSaved(role: Role): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showConflict = useVersionConflict();
  const [form] = Form.useForm<RoleFormValues>();
  const [version, setVersion] = useState(role?.version);
  const [overwriting, setOverwriting] = useState<Role | null>(null);
  const [saving, setSaving] = useState(false);
  const adding = role === undefined;

  const prepare = useCallback(
    (values: Record<string, unknown>) => ({ ...values, ...(role ? { roleId: role.roleId, version } : {}), sort: values.sort ?? undefined }),
    [role, version],
  );
  const { rule, submit } = useSchemaForm(roleSaveSchema, form, prepare);

  async function onSubmit() {
    const result = await submit();
    if (!('data' in result)) {
      if (result.errors.length > 0) void message.error(result.errors.join('; '));
      return;
    }
    setSaving(true);
    try {
      const saved = await api.roleSave(result.data, { quiet: [Codes.CONFLICT] });
      void message.success(t('common.saved'));
      onSaved(saved);
    } catch (error) {
      if (isVersionConflict(error) && role) {
        const latest = await fetchRole(role.roleId).catch(() => undefined);
        if (latest) {
          showConflict({
            updatedBy: latest.updatedBy,
            updatedAt: latest.updatedAt,
            onReload: () => {
              setVersion(latest.version);
              setOverwriting(null);
              form.setFieldsValue(valuesOf(latest));
            },
            onKeep: () => {
              setVersion(latest.version);
              setOverwriting(latest);
            },
          });
        } else {
          report(error);
        }
      } else if (error instanceof ApiError && !wasReported(error)) {
        report(error);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t(adding ? 'role.addTitle' : 'role.editTitle')}
      onCancel={onClose}
      width={560}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={() => void onSubmit()} data-testid="role-form-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      {overwriting && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('conflict.keepNotice', { who: overwriting.updatedBy || t('conflict.someone'), when: formatDateTime(overwriting.updatedAt) })}
          data-testid="conflict-notice"
        />
      )}
      <Form form={form} layout="vertical" initialValues={role ? valuesOf(role) : EMPTY} autoComplete="off" data-testid="role-form" onFinish={() => void onSubmit()}>
        <Form.Item name="name" label={t('role.name')} required rules={[rule('name')]}>
          <Input maxLength={64} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')} required rules={[rule('roleKey')]} extra={t('role.roleKeyHint')}>
          <Input maxLength={32} disabled={role?.roleKey === SUPER_ROLE_KEY} data-testid="role-form-key" />
        </Form.Item>
        <Form.Item name="sort" label={t('role.sort')} rules={[rule('sort')]}>
          <InputNumber min={0} max={9999} precision={0} data-testid="role-form-sort" />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')} rules={[rule('status')]}>
          <Radio.Group
            disabled={role?.roleKey === SUPER_ROLE_KEY}
            options={statusOptions(t)}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('role.remark')} rules={[rule('remark')]}>
          <Input.TextArea maxLength={500} rows={3} showCount data-testid="role-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
