import type { User } from '@ews/contract';
import { Status } from '@ews/contract/enums';
import { userSaveSchema } from '@ews/contract/schemas/users';
import { Button, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { DivisionPicker } from '../../../components/domain/DivisionPicker.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import { roleText } from '../../../components/domain/roles.ts';
import { valuesOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { userResource } from '../../resources.ts';

export interface RoleOption {
  roleId: number;
  roleKey: string;
  name: string;
  status: number;
}

/** The password box is empty on an edit (empty keeps the current password). */
type UserFormValues = FormValuesOf<typeof userResource, { password: string }>;

const EMPTY: UserFormValues = { username: '', name: '', password: '', email: '', phone: '', status: Status.ENABLED, roleIds: [], divisionCodes: [], introduction: '' };

const toValues = (user: User): UserFormValues => ({ ...valuesOf(user, EMPTY), password: '', roleIds: user.roles.map((role) => role.roleId) });

/** Adding: '' fails the password policy; editing: empty keeps the current password. */
const toInput = ({ password, ...values }: UserFormValues, { adding }: { adding: boolean }) => ({ ...values, password: password || (adding ? '' : undefined) });

interface UserFormModalProps {
  /** The user to edit; none to add one. */
  userId?: number | undefined;
  roles: RoleOption[];
  onClose(): void;
  onSaved(user: User): void;
}

/**
 * One form for adding and editing a user (sysuser/update): no userId adds (a password is
 * required), a userId with the loaded version edits (an empty password keeps the old one).
 * Validated with the contract's userSaveSchema; a stale version opens the conflict dialog.
 */
export function UserFormModal({ userId, roles, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const [form] = Form.useForm<UserFormValues>();
  const editor = useRecordForm(userResource, {
    id: userId,
    form,
    schema: userSaveSchema,
    initialValues: EMPTY,
    toValues,
    toInput,
    savedText: () => t('common.saved'),
    onSaved,
    // The user could not be loaded (the wrapper showed why): nothing to edit.
    onMissing: onClose,
  });
  const { adding, loading, saving, rule } = editor;

  const roleOptions = roles.map((role) => ({
    value: role.roleId,
    label: role.status === Status.ENABLED ? roleText(role, 'name', t) : `${roleText(role, 'name', t)} (${t('common.disabled')})`,
  }));

  return (
    <Modal
      open
      title={t(adding ? 'user.addTitle' : 'user.editTitle')}
      onCancel={() => editor.discard(onClose)}
      width={640}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => editor.discard(onClose)} data-testid="user-form-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} disabled={loading || editor.readOnly} onClick={() => void editor.submit()} data-testid="user-form-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      <Spin spinning={loading}>
        <ConflictNotice overwriting={editor.overwriting} />
        <Form {...editor.formProps} layout="vertical" autoComplete="off" data-testid="user-form">
          {/* Fixed once the account exists: records and the audit log name their author by it (the server refuses a change too). */}
          <Form.Item name="username" label={t('user.username')} required rules={[rule('username')]} extra={adding ? undefined : t('user.usernameFixed')}>
            <Input maxLength={32} autoComplete="off" disabled={!adding} data-testid="user-form-username" />
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
            <Select mode="multiple" allowClear={allowClear} options={roleOptions} optionFilterProp="label" data-testid="user-form-roles" />
          </Form.Item>
          <Form.Item name="divisionCodes" label={t('user.jurisdiction')} rules={[rule('divisionCodes')]} extra={t('user.jurisdictionHint')}>
            <DivisionPicker placeholder={t('user.wholeCountry')} data-testid="user-form-jurisdiction" />
          </Form.Item>
          <Form.Item name="email" label={t('user.email')} rules={[rule('email')]}>
            <Input maxLength={128} data-testid="user-form-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('user.phone')} rules={[rule('phone')]}>
            <Input maxLength={32} data-testid="user-form-phone" />
          </Form.Item>
          <Form.Item name="status" label={t('common.status')} rules={[rule('status')]}>
            <Radio.Group options={enabledOptions(t)} data-testid="user-form-status" />
          </Form.Item>
          <Form.Item name="introduction" label={t('user.introduction')} rules={[rule('introduction')]}>
            <Input.TextArea maxLength={500} rows={3} showCount data-testid="user-form-introduction" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
