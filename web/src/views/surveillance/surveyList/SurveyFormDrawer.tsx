import type { Survey } from '@ews/contract';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { Button, Col, DatePicker, Divider, Drawer, Form, Input, Row, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { valuesOf, type FormInputOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { surveyResource } from '../../resources.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds } from '../../../utils/number-bounds.ts';
import { COUNTS, isCount, isMeasure, MEASURES, SURVEY_GROUPS, surveyLabelKey, TEXT_MAX_LENGTH, type Count, type Measure, type SurveyField } from './survey-fields.ts';

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
 * A survey only read is shown by SurveyDetailDrawer.
 */
export function SurveyFormDrawer({ surveyId, sourceId, onClose, onSaved }: SurveyFormDrawerProps) {
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
    // The list says what the engine made of the saved survey.
    onSaved,
    // Could not be loaded (the wrapper showed why): nothing to edit.
    onMissing: onClose,
  });
  const { adding, loading, record, rule } = editor;
  /** Cancel, × and Esc: asked first when the input is unsaved. */
  const cancel = () => editor.discard(onClose);

  // No min, max, step or precision on the boxes: they would clamp or round what was typed without a
  // word. The value stays as typed and the contract's schema says what is wrong with it, as the
  // source form's number boxes do; only the step buttons stop at the schema's bounds.
  function control(name: SurveyField): ReactNode {
    if (name === 'sourceId') return <SourceSelect initialLabel={record ? `${record.sourceCode} ${record.sourceName}` : undefined} data-testid="survey-form-source" />;
    if (name === 'surveyDate') return <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="survey-form-date" />;
    if (isMeasure(name) || isCount(name)) return <NumberInput bounds={BOUNDS[name]} style={{ width: '100%' }} data-testid={`survey-form-${name}`} />;
    if (name === 'notes') return <Input.TextArea maxLength={TEXT_MAX_LENGTH.notes} rows={3} showCount data-testid="survey-form-notes" />;
    return <Input maxLength={TEXT_MAX_LENGTH[name]} placeholder={name === 'maxTitre' ? '1:160' : undefined} data-testid={`survey-form-${name}`} />;
  }

  return (
    <Drawer
      open
      title={t(adding ? 'surveillance.survey.addTitle' : 'surveillance.survey.editTitle')}
      size={720}
      onClose={cancel}
      mask={{ closable: false }}
      extra={
        <Space>
          <Button onClick={cancel} data-testid="survey-form-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" loading={editor.saving} disabled={loading || editor.readOnly} onClick={() => void editor.submit()} data-testid="survey-form-submit">
            {t('common.save')}
          </Button>
        </Space>
      }
      data-testid="survey-form"
      data-mode={adding ? 'add' : 'edit'}
    >
      <Spin spinning={loading}>
        <ConflictNotice overwriting={editor.overwriting} />
        <Form {...editor.formProps} layout="vertical" autoComplete="off">
          {SURVEY_GROUPS.map(({ title, fields }) => (
            <FieldGroup key={title} title={title}>
              {fields.map((name) => (
                <Col key={name} xs={24} sm={name === 'notes' ? 24 : 12}>
                  <Form.Item
                    name={name}
                    label={t(surveyLabelKey(name))}
                    required={name === 'sourceId' || name === 'surveyDate'}
                    rules={[rule(name)]}
                    extra={name === 'maxTitre' ? t('surveillance.survey.maxTitreHint') : undefined}
                  >
                    {control(name)}
                  </Form.Item>
                </Col>
              ))}
            </FieldGroup>
          ))}
        </Form>
      </Spin>
    </Drawer>
  );
}
