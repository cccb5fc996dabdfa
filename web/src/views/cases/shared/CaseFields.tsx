import type { RegionNode } from '@ews/contract';
import { CASE_CLASSIFICATIONS, CASE_OUTCOMES, CLINICAL_FORMS, CONFIRMATION_METHODS, INFECTION_SOURCES, OCCUPATIONS, reportLagHours, SEXES } from '@ews/contract/domain';
import { caseSaveSchema } from '@ews/contract/schemas/cases';
import { latestToday } from '@ews/contract/schemas/common';
import { Cascader, Col, DatePicker, Divider, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { regionOptions } from '../../../components/domain/regions.ts';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { numberBounds } from '../../../utils/number-bounds.ts';
import { ReportLag, termOptions } from './case-display.tsx';
import type { CaseFormValues } from './case-values.ts';


export const caseSchema = caseSaveSchema;

const BOUNDS = Object.fromEntries((['age', 'exposureLongitude', 'exposureLatitude'] as const).map((name) => [name, numberBounds(caseSaveSchema, name)]));

const afterToday = (day: Dayjs) => day.format('YYYY-MM-DD') > latestToday();

interface CaseFieldsProps {
  form: FormInstance<CaseFormValues>;
  rule(field: string): FormRule;
  /** The GB/T 2260 tree the residence and the exposure division are picked from (the field screen's may be the one kept on the device). */
  regions: readonly RegionNode[];
  /** The stored case's point, shown before the point list has answered. */
  sourceLabel?: string | undefined;
  /** In place of the server's point search (the field screen offers the points kept on the device). */
  sourceControl?: ReactNode;
}

/** Two to a line on a desk, one on a phone. */
function Field({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <Col xs={24} sm={wide ? 24 : 12}>
      {children}
    </Col>
  );
}

/**
 * Every field of a human case in the programme's terms: report, diagnosis and onset (times picked
 * to the minute, sent with the device's offset), the person without name or ID number, residence
 * and exposure, clinical form, classification (WS 279-2008, "excluded" included) and how it was
 * confirmed. The report lag is shown as the times are picked, flagged over 2 hours.
 */
export function CaseFields({ form, rule, regions, sourceLabel, sourceControl }: CaseFieldsProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);
  const reportAt = Form.useWatch('reportAt', form);
  const diagnosisAt = Form.useWatch('diagnosisAt', form);
  const lag = reportAt && diagnosisAt ? reportLagHours(diagnosisAt.format(), reportAt.format()) : null;
  const select = (name: string, set: string, values: readonly string[]) => (
    <Form.Item
      name={name}
      label={t(`cases.labels.${name}`)}
      required
      rules={[rule(name)]}
      // A confirmed case needs a laboratory method: the method is checked again when the classification changes.
      {...(name === 'confirmationMethod' ? { extra: t('cases.confirmedHint'), dependencies: ['classification'] } : {})}
    >
      <Select options={termOptions(t, set, values)} data-testid={`case-form-${name}`} />
    </Form.Item>
  );
  const time = (name: 'reportAt' | 'diagnosisAt') => (
    <Form.Item name={name} label={t(`cases.labels.${name}`)} required rules={[rule(name)]} dependencies={name === 'reportAt' ? ['diagnosisAt'] : ['onsetDate']}>
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={afterToday} placeholder={t('cases.pickTime')} style={{ width: '100%' }} data-testid={`case-form-${name}`} />
    </Form.Item>
  );

  return (
    <>
      <Divider titlePlacement="start">{t('cases.sections.report')}</Divider>
      <Row gutter={16}>
        <Field>{time('diagnosisAt')}</Field>
        <Field>{time('reportAt')}</Field>
        <Field>
          <Form.Item label={t('cases.reportLag')} tooltip={t('cases.lateHint', { hours: 2 })}>
            <ReportLag hours={lag} />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="onsetDate" label={t('cases.labels.onsetDate')} required rules={[rule('onsetDate')]}>
            <DatePicker format="YYYY-MM-DD" disabledDate={afterToday} style={{ width: '100%' }} data-testid="case-form-onsetDate" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="reportingUnit" label={t('cases.labels.reportingUnit')} required rules={[rule('reportingUnit')]}>
            <Input maxLength={100} data-testid="case-form-reportingUnit" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="cardNumber" label={t('cases.labels.cardNumber')} rules={[rule('cardNumber')]}>
            <Input maxLength={32} data-testid="case-form-cardNumber" />
          </Form.Item>
        </Field>
      </Row>

      <Divider titlePlacement="start">{t('cases.sections.person')}</Divider>
      <Row gutter={16}>
        <Field>
          <Form.Item name="age" label={t('cases.labels.age')} rules={[rule('age')]}>
            <NumberInput bounds={BOUNDS.age} precision={0} inputMode="numeric" style={{ width: '100%' }} data-testid="case-form-age" />
          </Form.Item>
        </Field>
        <Field>{select('sex', 'sexes', SEXES)}</Field>
        <Field>{select('occupation', 'occupations', OCCUPATIONS)}</Field>
      </Row>

      <Divider titlePlacement="start">{t('cases.sections.places')}</Divider>
      <Row gutter={16}>
        <Field>
          <Form.Item name="region" label={t('cases.residence')} required validateFirst rules={[{ required: true, message: t('form.required') }, rule('provinceCode')]}>
            <Cascader options={regionChoices} changeOnSelect showSearch placeholder={t('epidemic.regionPlaceholder')} data-testid="case-form-region" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="residencePlace" label={t('cases.labels.residencePlace')} rules={[rule('residencePlace')]}>
            <Input maxLength={200} data-testid="case-form-residencePlace" />
          </Form.Item>
        </Field>
        <Field wide>
          <Form.Item name="sourceId" label={t('cases.labels.sourceId')} rules={[rule('sourceId')]}>
            {sourceControl ?? <SourceSelect initialLabel={sourceLabel} data-testid="case-form-source" />}
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="exposureRegion" label={t('cases.labels.exposureRegionCode')} rules={[rule('exposureRegionCode')]}>
            <Cascader options={regionChoices} changeOnSelect showSearch data-testid="case-form-exposureRegion" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="exposurePlace" label={t('cases.labels.exposurePlace')} rules={[rule('exposurePlace')]}>
            <Input maxLength={200} data-testid="case-form-exposurePlace" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="exposureLongitude" label={t('cases.labels.exposureLongitude')} dependencies={['exposureLatitude']} rules={[rule('exposureLongitude')]}>
            <NumberInput bounds={BOUNDS.exposureLongitude} inputMode="decimal" style={{ width: '100%' }} data-testid="case-form-exposureLongitude" />
          </Form.Item>
        </Field>
        <Field>
          <Form.Item name="exposureLatitude" label={t('cases.labels.exposureLatitude')} dependencies={['exposureLongitude']} rules={[rule('exposureLatitude')]}>
            <NumberInput bounds={BOUNDS.exposureLatitude} inputMode="decimal" style={{ width: '100%' }} data-testid="case-form-exposureLatitude" />
          </Form.Item>
        </Field>
        <Field wide>{select('exposure', 'exposures', INFECTION_SOURCES)}</Field>
      </Row>

      <Divider titlePlacement="start">{t('cases.sections.clinical')}</Divider>
      <Row gutter={16}>
        <Field>{select('clinicalForm', 'clinicalForms', CLINICAL_FORMS)}</Field>
        <Field>{select('classification', 'classifications', CASE_CLASSIFICATIONS)}</Field>
        <Field>{select('confirmationMethod', 'confirmationMethods', CONFIRMATION_METHODS)}</Field>
        <Field>{select('outcome', 'outcomes', CASE_OUTCOMES)}</Field>
      </Row>

      <Divider titlePlacement="start">{t('cases.sections.notes')}</Divider>
      <Form.Item name="notes" label={t('cases.labels.notes')} rules={[rule('notes')]}>
        <Input.TextArea maxLength={2000} rows={3} data-testid="case-form-notes" />
      </Form.Item>
    </>
  );
}
