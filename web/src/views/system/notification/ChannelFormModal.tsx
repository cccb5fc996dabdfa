import type { Channel } from '@ews/contract';
import { LANGUAGES, Status } from '@ews/contract/enums';
import { CHANNEL_KINDS, channelSaveSchema } from '@ews/contract/schemas/notifications';
import { Button, Checkbox, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { DivisionPicker } from '../../../components/domain/DivisionPicker.tsx';
import { enabledOptions, focusTypeOptions, priorityOptions } from '../../../components/domain/labels.tsx';
import type { FormValuesOf } from '../../../hooks/resource.ts';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { LANGUAGE_LABELS } from '../../../locales/index.ts';
import { useAppStore } from '../../../stores/app.ts';
import { notificationChannelResource } from '../../resources.ts';

type ChannelFormValues = FormValuesOf<typeof notificationChannelResource>;

const EMPTY: ChannelFormValues = {
  name: '',
  kind: 'webhook',
  enabled: Status.ENABLED,
  target: '',
  recipients: '',
  sender: '',
  secret: '',
  bodyTemplate: '',
  language: 'zh',
  priorities: ['urgent', 'high'],
  focusTypes: [],
  divisions: [],
  quietFrom: '',
  quietTo: '',
  timeZone: 'Asia/Shanghai',
};

/** A stored channel's values: its secret is never sent to the browser, so the box starts empty (keep it). */
const toValues = (channel: Channel): ChannelFormValues => ({ ...EMPTY, ...Object.fromEntries(Object.keys(EMPTY).map((key) => [key, channel[key as keyof Channel]])), secret: '' });

/** Adds (no channel) or edits a notification channel and its subscription, validated with the contract's channelSaveSchema. */
export function ChannelFormModal({ channel, onClose }: { channel?: Channel | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<ChannelFormValues>();
  const editor = useRecordForm(notificationChannelResource, {
    id: channel?.channelId,
    record: channel,
    form,
    schema: channelSaveSchema,
    // A new channel speaks the language of the admin who adds it, until they choose another.
    initialValues: { ...EMPTY, language },
    toValues,
    toInput: (values) => values,
    savedText: () => t('common.saved'),
    onSaved: onClose,
    // The server's refusal of an address it will not send to (this host's, a private network's) goes on the field.
    namedFields: ['target'],
  });
  const { rule } = editor;
  const kind = Form.useWatch('kind', form) ?? EMPTY.kind;
  const usesSecret = kind === 'email' || kind === 'webhook' || kind === 'dingtalk';

  return (
    <Modal
      open
      title={t(editor.adding ? 'notification.addTitle' : 'notification.editTitle')}
      onCancel={() => editor.discard(onClose)}
      width={640}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => editor.discard(onClose)}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={editor.saving} disabled={editor.readOnly} onClick={() => void editor.submit()} data-testid="channel-form-submit">
          {t('common.save')}
        </Button>,
      ]}
    >
      <ConflictNotice overwriting={editor.overwriting} />
      <Form {...editor.formProps} layout="vertical" autoComplete="off" data-testid="channel-form">
        <Form.Item name="name" label={t('notification.name')} required rules={[rule('name')]}>
          <Input maxLength={64} data-testid="channel-form-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('notification.kind')} rules={[rule('kind')]}>
          <Select options={CHANNEL_KINDS.map((value) => ({ value, label: t(`notification.kinds.${value}`) }))} data-testid="channel-form-kind" />
        </Form.Item>
        <Form.Item name="target" label={t('notification.target')} required rules={[rule('target')]} extra={t(`notification.targetHints.${kind}`)}>
          <Input maxLength={500} data-testid="channel-form-target" />
        </Form.Item>
        {kind === 'email' && (
          <>
            <Form.Item name="recipients" label={t('notification.recipients')} required rules={[rule('recipients')]} extra={t('notification.recipientsHint')}>
              <Input maxLength={1000} data-testid="channel-form-recipients" />
            </Form.Item>
            <Form.Item name="sender" label={t('notification.sender')} rules={[rule('sender')]}>
              <Input maxLength={200} data-testid="channel-form-sender" />
            </Form.Item>
          </>
        )}
        {usesSecret && (
          <Form.Item
            name="secret"
            label={t('notification.secret')}
            rules={[rule('secret')]}
            extra={[t(`notification.secretHints.${kind}`), channel?.secretHint && t('notification.secretStored', { hint: channel.secretHint })].filter(Boolean).join(' ')}
          >
            <Input.Password maxLength={500} autoComplete="new-password" data-testid="channel-form-secret" />
          </Form.Item>
        )}
        {kind === 'sms' && (
          <Form.Item name="bodyTemplate" label={t('notification.bodyTemplate')} required rules={[rule('bodyTemplate')]} extra={t('notification.bodyTemplateHint', { placeholder: '{{message}}' })}>
            <Input.TextArea rows={3} maxLength={2000} data-testid="channel-form-template" />
          </Form.Item>
        )}
        <Form.Item name="language" label={t('notification.language')} rules={[rule('language')]}>
          <Select options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))} data-testid="channel-form-language" />
        </Form.Item>
        <Form.Item name="priorities" label={t('notification.priorities')} required rules={[rule('priorities')]}>
          <Checkbox.Group options={priorityOptions(t)} data-testid="channel-form-priorities" />
        </Form.Item>
        <Form.Item name="focusTypes" label={t('notification.focusTypes')} rules={[rule('focusTypes')]}>
          <Select mode="multiple" allowClear={allowClear} placeholder={t('notification.focusTypesAll')} options={focusTypeOptions(language)} data-testid="channel-form-focus" />
        </Form.Item>
        <Form.Item name="divisions" label={t('notification.divisions')} rules={[rule('divisions')]}>
          <DivisionPicker placeholder={t('notification.divisionsAll')} data-testid="channel-form-divisions" />
        </Form.Item>
        <Form.Item label={t('notification.quietHours')} extra={t('notification.quietHint')}>
          <Space>
            <Form.Item name="quietFrom" noStyle rules={[rule('quietFrom')]}>
              <Input placeholder="22:00" maxLength={5} style={{ width: 90 }} aria-label={t('notification.quietFrom')} data-testid="channel-form-quiet-from" />
            </Form.Item>
            –
            <Form.Item name="quietTo" noStyle rules={[rule('quietTo')]}>
              <Input placeholder="07:00" maxLength={5} style={{ width: 90 }} aria-label={t('notification.quietTo')} data-testid="channel-form-quiet-to" />
            </Form.Item>
            <Form.Item name="timeZone" noStyle rules={[rule('timeZone')]}>
              <Input maxLength={64} style={{ width: 180 }} aria-label={t('notification.timeZone')} data-testid="channel-form-timezone" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="enabled" label={t('notification.enabled')} rules={[rule('enabled')]}>
          <Radio.Group options={enabledOptions(t)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
