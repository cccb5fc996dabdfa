import type { User } from '@ews/contract';
import { resetPasswordInput } from '@ews/contract/schemas/users';
import { App, Button, Form, Input, Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';

/** Sets another user's password (system:user:resetPwd); the server ends that user's sessions. */
export function ResetPasswordModal({ user, onClose }: { user: User; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const prepare = useCallback((values: Record<string, unknown>) => ({ userId: user.userId, password: values.password ?? '' }), [user.userId]);
  const { rule, saving, onSubmit } = useSchemaSubmit(resetPasswordInput, form, prepare, async (input) => {
    await api.userResetPassword(input);
    void message.success(t('user.passwordReset', { name: user.username }));
    onClose();
  });

  return (
    <Modal
      open
      title={t('user.resetTitle', { name: user.username })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={() => void onSubmit()} data-testid="reset-password-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={{ password: '' }} onFinish={() => void onSubmit()}>
        <Form.Item name="password" label={t('user.newPassword')} required rules={[rule('password')]} extra={t('user.resetHint')}>
          <Input.Password maxLength={128} autoComplete="new-password" data-testid="reset-password-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
