import type { Alert, AlertStatus } from '@ews/contract';
import { alertTransitionSchema } from '@ews/contract/schemas/surveillance';
import { App, Form, Input, Modal, type ButtonProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';

interface TransitionModalProps {
  alert: Pick<Alert, 'alertId' | 'version' | 'sourceCode'>;
  to: AlertStatus;
  onClose(): void;
  /** After the move, with the alert as it now is. */
  onMoved(alert: Alert): void;
  /** The move was refused (the wrapper said why): the alert may have moved on meanwhile. */
  onRefused(): void;
}

/** One step of the alert workflow with its note, which the record of the step requires. */
export function TransitionModal({ alert, to, onClose, onMoved, onRefused }: TransitionModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const [saving, setSaving] = useState(false);
  const prepare = useCallback((values: Record<string, unknown>) => ({ note: '', ...values, alertId: alert.alertId, to, version: alert.version }), [alert, to]);
  const { rule, submit } = useSchemaForm(alertTransitionSchema, form, prepare);
  const action = t(`surveillance.alert.actions.${to}`);

  async function onSubmit() {
    const input = await submit();
    if (input === undefined) return;
    setSaving(true);
    try {
      const moved = await api.alertTransition(input);
      void message.success(t('surveillance.alert.moved', { status: t(`surveillance.alert.statuses.${moved.status}`) }));
      onMoved(moved);
    } catch {
      onRefused();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('surveillance.alert.transitionTitle', { action, source: alert.sourceCode })}
      okText={action}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, danger: to === 'discarded', 'data-testid': 'transition-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'transition-cancel' } as ButtonProps}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" onFinish={() => void onSubmit()}>
        <Form.Item name="note" label={t('surveillance.alert.note')} required rules={[rule('note')]}>
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('surveillance.alert.notePlaceholder')} data-testid="transition-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
