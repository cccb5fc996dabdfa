import type { Alert, AlertStatus } from '@ews/contract';
import { alertTransitionSchema } from '@ews/contract/schemas/surveillance';
import { App, Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';

interface TransitionModalProps {
  alert: Pick<Alert, 'alertId' | 'version'>;
  /** What the alert is named by in the title: its site, or its place (alertSubject). */
  subject: string;
  to: AlertStatus;
  /** The button's words where the status's own do not fit (approving or rejecting a discard request). */
  action?: string;
  onClose(): void;
  /** After the move, with the alert as it now is. */
  onMoved(alert: Alert): void;
  /** The move was refused (the wrapper said why): the alert may have moved on meanwhile. */
  onRefused(): void;
}

/**
 * One step of the alert workflow with its note, which the record of the step requires; a discard
 * request asks for its laboratory evidence too, and a closure request says a second person approves it.
 */
export function TransitionModal({ alert, subject, to, action = undefined, onClose, onMoved, onRefused }: TransitionModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string; evidence?: string }>();
  const [saving, setSaving] = useState(false);
  const prepare = useCallback((values: Record<string, unknown>) => ({ note: '', ...values, alertId: alert.alertId, to, version: alert.version }), [alert, to]);
  const { rule, submit } = useSchemaForm(alertTransitionSchema, form, prepare);
  const words = action ?? t(`surveillance.alert.actions.${to}`);
  const requesting = to === 'discardPending';

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
      title={t('surveillance.alert.transitionTitle', { action: words, source: subject })}
      okText={words}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, danger: to === 'discarded' || requesting, 'data-testid': 'transition-submit' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'transition-cancel' } as ButtonProps}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" onFinish={() => void onSubmit()}>
        <Form.Item name="note" label={t('surveillance.alert.note')} required rules={[rule('note')]}>
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('surveillance.alert.notePlaceholder')} data-testid="transition-note" />
        </Form.Item>
        {to === 'closePending' && <Typography.Paragraph type="secondary">{t('surveillance.alert.closeSecondPerson')}</Typography.Paragraph>}
        {requesting && (
          <Form.Item name="evidence" label={t('surveillance.alert.labEvidence')} required rules={[rule('evidence')]} extra={t('surveillance.alert.secondPerson')}>
            <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('surveillance.alert.labEvidencePlaceholder')} data-testid="transition-evidence" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
