import { RESPONSE_LEVEL_NAMES, RESPONSE_LEVELS, type ResponseLevel } from '@ews/contract/domain';
import { responseDeclareSchema } from '@ews/contract/schemas/response';
import { Alert, App, Cascader, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { regionChoice, regionOptions, regionPath, useRegionTree, type RegionChoice } from '../../../components/domain/regions.ts';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { useAppStore } from '../../../stores/app.ts';

export interface DeclareDraft {
  place?: RegionChoice;
  level?: ResponseLevel;
  basis?: string;
}

interface DeclareValues {
  region?: string[];
  level?: ResponseLevel;
  basis?: string;
}

/** Declares a level for a county, prefecture or province, prefilled from a proposal when declared from one. */
export function DeclareModal({ draft, placeName, onClose, onDeclared }: { draft: DeclareDraft; placeName: (choice: RegionChoice) => string; onClose(): void; onDeclared(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const [form] = Form.useForm<DeclareValues>();
  const prepare = useCallback((values: Record<string, unknown>) => {
    const { region, ...rest } = values as DeclareValues;
    return { ...regionChoice(region), basis: '', ...rest };
  }, []);
  const { saving, rule, onSubmit } = useSchemaSubmit(responseDeclareSchema, form, prepare, async (input) => {
    const declared = await api.responseDeclare(input);
    void message.success(t('response.declared', { level: RESPONSE_LEVEL_NAMES[declared.level][language], place: placeName(declared) }));
    onDeclared();
  });

  return (
    <Modal
      open
      title={t('response.declareTitle')}
      okText={t('response.declare')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, danger: true, 'data-testid': 'declare-submit' } as ButtonProps}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ region: draft.place ? regionPath(draft.place) : undefined, level: draft.level, basis: draft.basis ?? '' }}
        onFinish={() => void onSubmit()}
      >
        <Form.Item name="region" label={t('response.region')} rules={[{ required: true, message: t('form.required') }]}>
          <Cascader options={regionOptions(regions, language)} changeOnSelect showSearch data-testid="declare-region" />
        </Form.Item>
        <Form.Item name="level" label={t('response.level')} required rules={[rule('level')]}>
          <Select options={RESPONSE_LEVELS.map((level) => ({ value: level, label: RESPONSE_LEVEL_NAMES[level][language] }))} data-testid="declare-level" />
        </Form.Item>
        <Form.Item name="basis" label={t('response.basis')} extra={t('response.basisHint')} required rules={[rule('basis')]}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="declare-basis" />
        </Form.Item>
        <Alert type="info" showIcon title={t('response.replaces')} />
      </Form>
    </Modal>
  );
}
