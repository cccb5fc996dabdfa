import type { User } from '@ews/contract';
import { Status } from '@ews/contract/enums';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { userSaveSchema } from '@ews/contract/schemas/users';
import { Alert, App, Button, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, report, wasReported } from '../../../api/index.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';
import { useVersionConflict } from '../../../hooks/useVersionConflict.ts';
import { isVersionConflict } from '../../../utils/conflict.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { statusOptions } from '../../../components/ListControls.tsx';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';
import { roleText } from '../../../components/domain/roles.ts';

export interface RoleOption {
  roleId: number;
  roleKey: string;
  name: string;
  status: number;
}

interface UserFormValues {
  username: string;
  name: string;
  password: string;
  email: string;
  phone: string;
  status: number;
  roleIds: number[];
  introduction: string;
}

const EMPTY: UserFormValues = { username: '', name: '', password: '', email: '', phone: '', status: Status.ENABLED, roleIds: [], introduction: '' };

function valuesOf(user: User): UserFormValues {
  return {
    username: user.username,
    name: user.name,
    password: '',
    email: user.email,
    phone: user.phone,
    status: user.status,
    roleIds: user.roles.map((role) => role.roleId),
    introduction: user.introduction,
  };
}

interface UserFormModalProps {
  /** The user to edit; none to add one. */
  userId?: number | undefined;
  roles: RoleOption[];
  onClose(): void;
  onSaved(user: User): void;
}

/**
 * One form for adding and editing a user (SPEC §7 sysuser/update): no userId adds (a password
 * is required), a userId with the loaded version edits (an empty password keeps the old one).
 * Validated with the contract's userSaveSchema; a stale version opens the conflict dialog.
 */
export function UserFormModal({ userId, roles, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showConflict = useVersionConflict();
  const [form] = Form.useForm<UserFormValues>();
  const adding = userId === undefined;
  const [record, setRecord] = useState<User | null>(null);
  /** The version the next save is based on: the loaded one, or the newer one the user chose to overwrite. */
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [overwriting, setOverwriting] = useState<User | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (user: User) => {
      setRecord(user);
      setVersion(user.version);
      setOverwriting(null);
      form.setFieldsValue(valuesOf(user));
    },
    [form],
  );

  // The user could not be loaded (the wrapper showed why): nothing to edit.
  useRecordLoad(userId, (id) => api.userGet({ userId: id }), load, onClose);

  const prepare = useCallback(
    (values: Record<string, unknown>) => {
      const password = typeof values.password === 'string' ? values.password : '';
      return {
        ...values,
        ...(adding ? {} : { userId, version }),
        // Adding: '' fails the password policy; editing: empty keeps the current password.
        password: password || (adding ? '' : undefined),
      };
    },
    [adding, userId, version],
  );
  const { rule, submit } = useSchemaForm(userSaveSchema, form, prepare);

  async function onSubmit() {
    const result = await submit();
    if (!('data' in result)) {
      if (result.errors.length > 0) void message.error(result.errors.join('; '));
      return;
    }
    setSaving(true);
    try {
      const saved = await api.userSave(result.data, { quiet: [Codes.CONFLICT] });
      void message.success(t('common.saved'));
      onSaved(saved);
    } catch (error) {
      if (isVersionConflict(error) && userId !== undefined) {
        const latest = await api.userGet({ userId }).catch(() => undefined);
        if (latest)
          showConflict({
            updatedBy: latest.updatedBy,
            updatedAt: latest.updatedAt,
            onReload: () => load(latest),
            onKeep: () => {
              setVersion(latest.version);
              setOverwriting(latest);
            },
          });
      } else if (error instanceof ApiError && !wasReported(error)) {
        report(error);
      }
    } finally {
      setSaving(false);
    }
  }

  const loading = !adding && record === null;
  const roleOptions = roles.map((role) => ({
    value: role.roleId,
    label: role.status === Status.ENABLED ? roleText(role, 'name', t) : `${roleText(role, 'name', t)} (${t('common.disabled')})`,
  }));

  return (
    <Modal
      open
      title={t(adding ? 'user.addTitle' : 'user.editTitle')}
      onCancel={onClose}
      width={640}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="user-form-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} disabled={loading} onClick={() => void onSubmit()} data-testid="user-form-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      <Spin spinning={loading}>
        {overwriting && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('conflict.keepNotice', { who: overwriting.updatedBy || t('conflict.someone'), when: formatDateTime(overwriting.updatedAt) })}
            data-testid="conflict-notice"
          />
        )}
        <Form form={form} layout="vertical" initialValues={EMPTY} autoComplete="off" data-testid="user-form" onFinish={() => void onSubmit()}>
          <Form.Item name="username" label={t('user.username')} required rules={[rule('username')]}>
            <Input maxLength={32} autoComplete="off" data-testid="user-form-username" />
          </Form.Item>
          <Form.Item name="name" label={t('user.name')} required rules={[rule('name')]}>
            <Input maxLength={64} data-testid="user-form-name" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('user.password')}
            required={adding}
            rules={[rule('password')]}
            tooltip={t('user.passwordPolicy')}
            extra={adding ? undefined : t('user.passwordKeep')}
          >
            <Input.Password maxLength={128} autoComplete="new-password" data-testid="user-form-password" />
          </Form.Item>
          <Form.Item name="roleIds" label={t('user.roles')} rules={[rule('roleIds')]}>
            <Select mode="multiple" allowClear options={roleOptions} optionFilterProp="label" data-testid="user-form-roles" />
          </Form.Item>
          <Form.Item name="email" label={t('user.email')} rules={[rule('email')]}>
            <Input maxLength={128} data-testid="user-form-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('user.phone')} rules={[rule('phone')]}>
            <Input maxLength={32} data-testid="user-form-phone" />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')} rules={[rule('status')]}>
            <Radio.Group
              options={statusOptions(t)}
              data-testid="user-form-status"
            />
          </Form.Item>
          <Form.Item name="introduction" label={t('user.introduction')} rules={[rule('introduction')]}>
            <Input.TextArea maxLength={500} rows={3} showCount data-testid="user-form-introduction" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
