import type { Survey } from '@ews/contract';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { Alert, App, Button, Col, DatePicker, Divider, Drawer, Form, Input, InputNumber, Row, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, report, wasReported } from '../../../api/index.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';
import { useVersionConflict } from '../../../hooks/useVersionConflict.ts';
import { isVersionConflict } from '../../../utils/conflict.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';

/** The measurements (decimals, may stay empty) and counts (whole numbers, empty means 0) of a survey. */
const MEASURES = ['hostDensity', 'captureRate', 'infestationRate', 'fleaIndex', 'burrowFleaIndex', 'freeFleaIndex'] as const;
const COUNTS = ['animalsExamined', 'bacteriologySamples', 'isolatesHost', 'isolatesVector', 'seraTested', 'seraPositive', 'deadRodentsFound', 'deadRodentsPositive', 'suspectedHumanCases'] as const;

type Measure = (typeof MEASURES)[number];
type Count = (typeof COUNTS)[number];
type Text = 'surveyUnit' | 'hostSpecies' | 'vectorSpecies' | 'maxTitre' | 'notes';

type SurveyFormValues = { sourceId: number | null; surveyDate: Dayjs | null } & Record<Measure | Count, number | null> & Record<Text, string>;

function valuesOf(survey: Survey): SurveyFormValues {
  return { ...survey, surveyDate: dayjs(survey.surveyDate) };
}

/** Form values to the schema's input: the date as text, empty numbers left out (measures empty, counts 0). */
function inputOf(values: Record<string, unknown>): Record<string, unknown> {
  const date = values.surveyDate as Dayjs | null | undefined;
  const input: Record<string, unknown> = { ...values, sourceId: values.sourceId ?? undefined, surveyDate: date ? date.format('YYYY-MM-DD') : '' };
  for (const field of [...MEASURES, ...COUNTS]) if (input[field] === null) input[field] = undefined;
  return input;
}

interface SurveyFormDrawerProps {
  /** The survey to edit; none to add one (for `sourceId` when given). */
  surveyId?: number | undefined;
  sourceId?: number | undefined;
  onClose(): void;
  onSaved(survey: Survey): void;
}

/**
 * Add or edit a survey record (DESIGN §5) in a drawer, validated with the contract's
 * surveySaveSchema as the server validates it; a stale version opens the conflict dialog.
 */
export function SurveyFormDrawer({ surveyId, sourceId, onClose, onSaved }: SurveyFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showConflict = useVersionConflict();
  const [form] = Form.useForm<SurveyFormValues>();
  const adding = surveyId === undefined;
  const [record, setRecord] = useState<Survey | null>(null);
  /** The version the next save is based on: the loaded one, or the newer one the user chose to overwrite. */
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [overwriting, setOverwriting] = useState<Survey | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (survey: Survey) => {
      setRecord(survey);
      setVersion(survey.version);
      setOverwriting(null);
      form.setFieldsValue(valuesOf(survey));
    },
    [form],
  );

  // Could not be loaded (the wrapper showed why): nothing to edit.
  useRecordLoad(surveyId, (id) => api.surveyGet({ surveyId: id }), load, onClose);

  const prepare = useCallback((values: Record<string, unknown>) => ({ ...inputOf(values), ...(adding ? {} : { surveyId, version }) }), [adding, surveyId, version]);
  const { rule, submit } = useSchemaForm(surveySaveSchema, form, prepare);

  async function offerConflict() {
    if (surveyId === undefined) return;
    const latest = await api.surveyGet({ surveyId }).catch(() => undefined);
    if (!latest) return;
    showConflict({
      updatedBy: latest.updatedBy,
      updatedAt: latest.updatedAt,
      onReload: () => load(latest),
      onKeep: () => {
        setVersion(latest.version);
        setOverwriting(latest);
      },
    });
  }

  async function onSubmit() {
    const result = await submit();
    if (!('data' in result)) {
      if (result.errors.length > 0) void message.error(result.errors.join('; '));
      return;
    }
    setSaving(true);
    try {
      onSaved(await api.surveySave(result.data, { quiet: [Codes.CONFLICT] }));
    } catch (error) {
      if (isVersionConflict(error)) await offerConflict();
      else if (error instanceof ApiError && !wasReported(error)) report(error);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Measure | Count | Text, control: ReactNode, extra?: string) => (
    <Col xs={24} sm={12} key={name}>
      <Form.Item name={name} label={t(`surveillance.survey.${name === 'surveyUnit' ? 'unit' : name}`)} rules={[rule(name)]} extra={extra}>
        {control}
      </Form.Item>
    </Col>
  );
  const measure = (name: Measure, max: number) => field(name, <InputNumber min={0} max={max} step={0.01} style={{ width: '100%' }} data-testid={`survey-form-${name}`} />);
  const count = (name: Count) => field(name, <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid={`survey-form-${name}`} />);
  const text = (name: Text, max: number) => field(name, <Input maxLength={max} data-testid={`survey-form-${name}`} />);
  const group = (title: string) => (
    <Divider titlePlacement="start" plain>
      {t(`surveillance.survey.groups.${title}`)}
    </Divider>
  );

  const loading = !adding && record === null;
  const initialValues: Partial<SurveyFormValues> = { sourceId: sourceId ?? null, surveyDate: dayjs() };

  return (
    <Drawer
      open
      title={t(adding ? 'surveillance.survey.addTitle' : 'surveillance.survey.editTitle')}
      size={720}
      onClose={onClose}
      mask={{ closable: false }}
      extra={
        <Space>
          <Button onClick={onClose} data-testid="survey-form-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void onSubmit()} data-testid="survey-form-submit">
            {t('common.save')}
          </Button>
        </Space>
      }
      data-testid="survey-form"
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
        <Form form={form} layout="vertical" initialValues={initialValues} autoComplete="off" onFinish={() => void onSubmit()}>
          {group('where')}
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="sourceId" label={t('surveillance.source')} required rules={[rule('sourceId')]}>
                <SourceSelect initialLabel={record ? `${record.sourceCode} ${record.sourceName}` : undefined} data-testid="survey-form-source" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="surveyDate" label={t('surveillance.survey.date')} required rules={[rule('surveyDate')]}>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="survey-form-date" />
              </Form.Item>
            </Col>
            {text('surveyUnit', 100)}
          </Row>
          {group('hosts')}
          <Row gutter={16}>
            {text('hostSpecies', 200)}
            {measure('hostDensity', 100_000)}
            {measure('captureRate', 100)}
            {count('animalsExamined')}
            {measure('infestationRate', 100)}
          </Row>
          {group('vectors')}
          <Row gutter={16}>
            {measure('fleaIndex', 10_000)}
            {measure('burrowFleaIndex', 10_000)}
            {measure('freeFleaIndex', 10_000)}
            {text('vectorSpecies', 200)}
          </Row>
          {group('laboratory')}
          <Row gutter={16}>
            {count('bacteriologySamples')}
            {count('isolatesHost')}
            {count('isolatesVector')}
            {count('seraTested')}
            {count('seraPositive')}
            {field('maxTitre', <Input maxLength={8} placeholder="1:160" data-testid="survey-form-maxTitre" />, t('surveillance.survey.maxTitreHint'))}
          </Row>
          {group('field')}
          <Row gutter={16}>
            {count('deadRodentsFound')}
            {count('deadRodentsPositive')}
            {count('suspectedHumanCases')}
            <Col span={24}>
              <Form.Item name="notes" label={t('surveillance.survey.notes')} rules={[rule('notes')]}>
                <Input.TextArea maxLength={2000} rows={3} showCount data-testid="survey-form-notes" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Drawer>
  );
}
