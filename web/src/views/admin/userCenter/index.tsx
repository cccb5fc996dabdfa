import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { profileInput, updatePasswordInput } from '@ews/contract/schemas/users';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Space, Tag } from 'antd';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { roleKeyName } from '../../../components/domain/roles.ts';
import '../../../components/list-page.css';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { useUserStore } from '../../../stores/user.ts';
import { AVATAR_SIZE, AVATAR_TYPES, AvatarError, resizeAvatar } from '../../../utils/avatar.ts';

interface AvatarInputProps {
  value?: string;
  onChange?(value: string): void;
}

/** The 80×80 avatar: choose a picture (resized in the browser), or remove it. */
function AvatarInput({ value = '', onChange }: AvatarInputProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    try {
      onChange?.(await resizeAvatar(file));
    } catch (error) {
      const reason = error instanceof AvatarError ? error.reason : 'unreadable';
      void message.error(t(`userCenter.avatarErrors.${reason}`));
    }
  }

  return (
    <div className="avatar-editor">
      <Avatar size={AVATAR_SIZE} src={value || undefined} icon={<UserOutlined />} alt={t('userCenter.avatar')} data-testid="avatar-preview" />
      <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} style={{ display: 'none' }} onChange={(event) => void onFile(event)} data-testid="avatar-file" />
      <Space size={4}>
        <Button size="small" icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="avatar-choose">
          {t('userCenter.chooseAvatar')}
        </Button>
        {value && <Button size="small" icon={<DeleteOutlined />} aria-label={t('userCenter.removeAvatar')} title={t('userCenter.removeAvatar')} onClick={() => onChange?.('')} />}
      </Space>
    </div>
  );
}

interface ProfileValues {
  name: string;
  introduction: string;
  avatar: string;
}

function ProfileCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { name, username, avatar, roles, introduction, getInfo } = useUserStore();
  const [form] = Form.useForm<ProfileValues>();
  const prepare = useCallback(
    (values: Record<string, unknown>) => ({
      name: values.name,
      introduction: values.introduction ?? '',
      // Sent only when changed: the stored avatar stays as it is otherwise.
      ...(values.avatar !== avatar ? { avatar: values.avatar ?? '' } : {}),
    }),
    [avatar],
  );
  const { rule, saving, onSubmit } = useSchemaSubmit(profileInput, form, prepare, async (input) => {
    await api.updateProfile(input);
    await getInfo();
    void message.success(t('userCenter.profileSaved'));
  });

  return (
    <Card title={t('userCenter.profile')} data-testid="profile-card">
      <Form form={form} layout="vertical" initialValues={{ name, introduction, avatar }} onFinish={() => void onSubmit()} data-testid="profile-form">
        <Form.Item name="avatar" label={t('userCenter.avatar')} rules={[rule('avatar')]} extra={t('userCenter.avatarHint')}>
          <AvatarInput />
        </Form.Item>
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            { key: 'username', label: t('userCenter.username'), children: <span data-testid="profile-username">{username}</span> },
            { key: 'roles', label: t('userCenter.roles'), children: roles.map((role) => <Tag key={role} data-role={role}>{roleKeyName(role, t)}</Tag>) },
          ]}
        />
        <Form.Item name="name" label={t('userCenter.name')} required rules={[rule('name')]}>
          <Input maxLength={64} data-testid="profile-name" />
        </Form.Item>
        <Form.Item name="introduction" label={t('userCenter.introduction')} rules={[rule('introduction')]}>
          <Input.TextArea maxLength={500} rows={3} showCount data-testid="profile-introduction" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const asPasswords = (values: Record<string, unknown>) => ({ ...EMPTY_PASSWORDS, ...values });

function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const getInfo = useUserStore((state) => state.getInfo);
  const [form] = Form.useForm<PasswordValues>();
  // A wrong current password is shown by the request wrapper.
  const { rule, saving, onSubmit } = useSchemaSubmit(updatePasswordInput, form, asPasswords, async (input) => {
    await api.updatePassword(input);
    form.resetFields();
    await getInfo();
    void message.success(t('userCenter.passwordChanged'));
  });

  return (
    <Card title={t('userCenter.changePassword')} data-testid="password-card">
      <Form form={form} layout="vertical" initialValues={EMPTY_PASSWORDS} autoComplete="off" onFinish={() => void onSubmit()} data-testid="password-form">
        <Form.Item name="oldPassword" label={t('userCenter.oldPassword')} required rules={[rule('oldPassword')]}>
          <Input.Password maxLength={128} autoComplete="current-password" data-testid="password-old" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('userCenter.newPassword')} required rules={[rule('newPassword')]} extra={t('user.passwordPolicy')}>
          <Input.Password maxLength={128} autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('userCenter.confirmPassword')} required dependencies={['newPassword']} rules={[rule('confirmPassword')]}>
          <Input.Password maxLength={128} autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-save">
          {t('userCenter.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

/** admin/userCenter (个人中心): the signed-in user's profile, avatar and password. */
export default function UserCenter() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordCard />
      </Col>
    </Row>
  );
}
