import type { ResponseDeclaration } from '@ews/contract';
import { RESPONSE_LEVEL_NAMES } from '@ews/contract/domain';
import { responseEndSchema } from '@ews/contract/schemas/response';
import { App, Form, Input, Modal, type ButtonProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { useAppStore } from '../../../stores/app.ts';

/** Ends a declared level with the note the record of its end requires. */
export function EndModal({ declaration, place, onClose, onEnded }: { declaration: ResponseDeclaration; place: string; onClose(): void; onEnded(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<{ endNote: string }>();
  const prepare = useCallback(
    (values: Record<string, unknown>) => ({ endNote: '', ...values, declarationId: declaration.declarationId, version: declaration.version }),
    [declaration],
  );
  const { saving, rule, onSubmit } = useSchemaSubmit(responseEndSchema, form, prepare, async (input) => {
    await api.responseEnd(input);
    void message.success(t('response.endedDone'));
    onEnded();
  });

  return (
    <Modal
      open
      title={t('response.endTitle', { level: RESPONSE_LEVEL_NAMES[declaration.level][language], place })}
      okText={t('response.end')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'end-submit' } as ButtonProps}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" onFinish={() => void onSubmit()}>
        <Form.Item name="endNote" label={t('response.endNote')} required rules={[rule('endNote')]}>
          <Input.TextArea rows={3} maxLength={2000} showCount data-testid="end-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
