import type { Survey } from '@ews/contract';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { EditOutlined } from '@ant-design/icons';
import { Permissions } from '@ews/contract/permissions';
import { Button, Col, DatePicker, Divider, Drawer, Form, Input, Row, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/Auth.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { valuesOf, type FormInputOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { surveyResource } from '../../resources.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds } from '../../../utils/number-bounds.ts';
// A record opened to read shows what it holds in the text colour, as the source and outbreak views do.
import '../../epidemicSource/shared/record-form.css';

/** The measurements (decimals, may stay empty) and counts (whole numbers, empty means 0) of a survey. */
const MEASURES = ['hostDensity', 'captureRate', 'infestationRate', 'fleaIndex', 'burrowFleaIndex', 'freeFleaIndex'] as const;
const COUNTS = ['animalsExamined', 'bacteriologySamples', 'isolatesHost', 'isolatesVector', 'seraTested', 'seraPositive', 'deadRodentsFound', 'deadRodentsPositive', 'suspectedHumanCases'] as const;

type Measure = (typeof MEASURES)[number];
type Count = (typeof COUNTS)[number];
type Text = 'surveyUnit' | 'hostSpecies' | 'vectorSpecies' | 'maxTitre' | 'notes';

/** Where the step buttons stop: the schema's bounds (none below 0). */
const BOUNDS = Object.fromEntries([...MEASURES, ...COUNTS].map((name) => [name, numberBounds(surveySaveSchema, name)]));

/** The entry id belongs to the field screen's offline entries: a survey typed here has none. */
type SurveyFormValues = FormValuesOf<typeof surveyResource, { sourceId: number | null; surveyDate: Dayjs | null }, 'clientId'>;

const emptyValues = (sourceId: number | undefined): SurveyFormValues => ({
  sourceId: sourceId ?? null,
  surveyDate: dayjs(),
  surveyUnit: '',
  hostSpecies: '',
  vectorSpecies: '',
  maxTitre: '',
  notes: '',
  ...(Object.fromEntries([...MEASURES, ...COUNTS].map((name) => [name, null])) as Record<Measure | Count, null>),
});

const toValues = (survey: Survey): SurveyFormValues => ({ ...valuesOf(survey, emptyValues(undefined)), surveyDate: dayjs(survey.surveyDate) });

/** Form values to the schema's input: the date as text, empty numbers left out (measures empty, counts 0). */
function toInput(values: SurveyFormValues) {
  const input: Record<string, unknown> = { ...values, sourceId: values.sourceId ?? undefined, surveyDate: values.surveyDate ? values.surveyDate.format('YYYY-MM-DD') : '' };
  for (const field of [...MEASURES, ...COUNTS]) if (input[field] === null) input[field] = undefined;
  return input as FormInputOf<typeof surveyResource>;
}

interface SurveyFormDrawerProps {
  /** The survey to edit; none to add one (for `sourceId` when given). */
  surveyId?: number | undefined;
  sourceId?: number | undefined;
  /** Read only (a row's View): nothing editable, no required marks, no Save; Edit for those who may. */
  viewing?: boolean | undefined;
  /** From a view, for a user who may edit: the same survey in the edit form. */
  onEdit?: () => void;
  onClose(): void;
  onSaved(survey: Survey): void;
}

/** A titled group of the form's fields, two a line. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t(`surveillance.survey.groups.${title}`)}
      </Divider>
      <Row gutter={16}>{children}</Row>
    </>
  );
}

/**
 * Add or edit a survey record in a drawer: where and when, the hosts and their fleas, the
 * laboratory's findings and what was found in the field. Validated with the contract's
 * surveySaveSchema as the server validates it; a stale version opens the conflict dialog.
 */
export function SurveyFormDrawer({ surveyId, sourceId, viewing = false, onEdit, onClose, onSaved }: SurveyFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SurveyFormValues>();
  const [initialValues] = useState(() => emptyValues(sourceId));
  const editor = useRecordForm(surveyResource, {
    id: surveyId,
    form,
    schema: surveySaveSchema,
    initialValues,
    toValues,
    toInput,
    viewing,
    // The list says what the engine made of the saved survey.
    onSaved,
    // Could not be loaded (the wrapper showed why): nothing to edit.
    onMissing: onClose,
  });
  const { adding, loading, record, rule } = editor;
  /** Cancel, × and Esc: asked first when the input is unsaved. */
  const cancel = () => editor.discard(onClose);

  const field = (name: Measure | Count | Text, control: ReactNode, extra?: string) => (
    <Col xs={24} sm={12} key={name}>
      <Form.Item name={name} label={t(`surveillance.survey.${name === 'surveyUnit' ? 'unit' : name}`)} rules={[rule(name)]} extra={viewing ? undefined : extra}>
        {control}
      </Form.Item>
    </Col>
  );
  // No min, max, step or precision on the boxes: they would clamp or round what was typed without a
  // word. The value stays as typed and the contract's schema says what is wrong with it, as the
  // source form's number boxes do; only the step buttons stop at the schema's bounds.
  const number = (name: Measure | Count) => field(name, <NumberInput bounds={BOUNDS[name]} style={{ width: '100%' }} data-testid={`survey-form-${name}`} />);
  const measure = (name: Measure) => number(name);
  const count = (name: Count) => number(name);
  const text = (name: Text, max: number) => field(name, <Input maxLength={max} data-testid={`survey-form-${name}`} />);

  return (
    <Drawer
      open
      title={t(viewing ? 'surveillance.survey.viewTitle' : adding ? 'surveillance.survey.addTitle' : 'surveillance.survey.editTitle')}
      size={720}
      onClose={cancel}
      mask={{ closable: false }}
      extra={
        viewing ? (
          <Auth permission={[Permissions.SURVEY_EDIT]}>
            <Button type="primary" icon={<EditOutlined />} disabled={loading} onClick={onEdit} data-testid="survey-form-edit">
              {t('button.edit')}
            </Button>
          </Auth>
        ) : (
          <Space>
            <Button onClick={cancel} data-testid="survey-form-cancel">
              {t('common.cancel')}
            </Button>
            <Button type="primary" loading={editor.saving} disabled={loading || editor.readOnly} onClick={() => void editor.submit()} data-testid="survey-form-submit">
              {t('common.save')}
            </Button>
          </Space>
        )
      }
      data-testid="survey-form"
      data-mode={viewing ? 'view' : adding ? 'add' : 'edit'}
    >
      <Spin spinning={loading}>
        <ConflictNotice overwriting={editor.overwriting} />
        <Form {...editor.formProps} layout="vertical" className={viewing ? 'record-view' : undefined} autoComplete="off">
          <FieldGroup title="where">
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
          </FieldGroup>
          <FieldGroup title="hosts">
            {text('hostSpecies', 200)}
            {measure('hostDensity')}
            {measure('captureRate')}
            {count('animalsExamined')}
            {measure('infestationRate')}
          </FieldGroup>
          <FieldGroup title="vectors">
            {measure('fleaIndex')}
            {measure('burrowFleaIndex')}
            {measure('freeFleaIndex')}
            {text('vectorSpecies', 200)}
          </FieldGroup>
          <FieldGroup title="laboratory">
            {count('bacteriologySamples')}
            {count('isolatesHost')}
            {count('isolatesVector')}
            {count('seraTested')}
            {count('seraPositive')}
            {field('maxTitre', <Input maxLength={8} placeholder={viewing ? undefined : '1:160'} data-testid="survey-form-maxTitre" />, t('surveillance.survey.maxTitreHint'))}
          </FieldGroup>
          <FieldGroup title="field">
            {count('deadRodentsFound')}
            {count('deadRodentsPositive')}
            {count('suspectedHumanCases')}
            <Col span={24}>
              <Form.Item name="notes" label={t('surveillance.survey.notes')} rules={[rule('notes')]}>
                <Input.TextArea maxLength={2000} rows={3} showCount={!viewing} data-testid="survey-form-notes" />
              </Form.Item>
            </Col>
          </FieldGroup>
        </Form>
      </Spin>
    </Drawer>
  );
}
