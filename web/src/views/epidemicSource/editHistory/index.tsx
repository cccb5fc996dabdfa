import type { Outbreak } from '@ews/contract';
import { caseFatality, CONFIRMATION_METHODS, DATE_PRECISIONS, INFECTION_SOURCES, OUTBREAK_CLASSIFICATIONS, responseLevel, type ConfirmationMethod } from '@ews/contract/domain';
import { outbreakCountsSchema, outbreakSaveSchema } from '@ews/contract/schemas/outbreaks';
import { Col, ConfigProvider, DatePicker, Divider, Form, Input, Radio, Row, Select, Statistic, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NOT_FOUND_PATH } from '../../../app/paths.ts';
import { valuesOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordParams } from '../../../hooks/useRecordForm.ts';
import { useRecordPage } from '../shared/useRecordPage.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { LocationFields, SpeciesTagsSelect } from '../shared/LocationFields.tsx';
import { FORMAT_OF, formatFatality, PICKER_OF } from '../shared/format.ts';
import { ResponseLevelTag } from '../../../components/domain/labels.tsx';
import { OUTBREAK_FORM_PATH, OUTBREAK_LIST_PATH } from '../shared/paths.ts';
import { RecordFormPage } from '../shared/RecordFormPage.tsx';
import { regionChoice, regionPath } from '../../../components/domain/regions.ts';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { outbreakResource } from '../../resources.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds } from '../../../utils/number-bounds.ts';

const FORMS = ['bubonic', 'pneumonic', 'septicemic', 'otherForm'] as const;
type FormCount = (typeof FORMS)[number];

const COUNTS = [...FORMS, 'cases', 'deaths'] as const;

/** Where the step buttons of the counts stop: the schema's bounds (a typed value stays as typed). */
const COUNT_BOUNDS = Object.fromEntries(COUNTS.map((name) => [name, numberBounds(outbreakSaveSchema, name)]));

/** The region is picked as one cascader path; dates are Dayjs values; the certainty starts unchosen. */
type OutbreakFormValues = FormValuesOf<
  typeof outbreakResource,
  { region: string[]; onsetDate: Dayjs | null; endDate: Dayjs | null; classification: (typeof OUTBREAK_CLASSIFICATIONS)[number] | null; confirmationMethod: ConfirmationMethod | null },
  'provinceCode' | 'prefectureCode' | 'countyCode'
>;

const EMPTY: OutbreakFormValues = {
  code: '',
  title: '',
  sourceId: null,
  onsetPrecision: 'day',
  onsetDate: null,
  endDate: null,
  region: [],
  place: '',
  longitude: null,
  latitude: null,
  bubonic: 0,
  pneumonic: 0,
  septicemic: 0,
  otherForm: 0,
  cases: 0,
  deaths: 0,
  // Chosen by the person, never defaulted (issue 41): a certainty nobody entered misleads.
  classification: null,
  confirmationMethod: null,
  infectionSource: 'unknown',
  hostsInvolved: [],
  animalEpizootic: false,
  urbanPneumonicSpread: false,
  description: '',
  references: '',
};

const toValues = (outbreak: Outbreak): OutbreakFormValues => ({
  ...valuesOf(outbreak, EMPTY),
  onsetDate: dayjs(outbreak.onsetDate),
  endDate: outbreak.endDate ? dayjs(outbreak.endDate) : null,
  region: regionPath(outbreak),
});

function toInput({ region, onsetDate, endDate, longitude, latitude, cases, deaths, ...rest }: OutbreakFormValues) {
  return {
    ...rest,
    ...regionChoice(region),
    ...Object.fromEntries(FORMS.map((name) => [name, rest[name] ?? 0])),
    // No onset is a missing one (required), not an ill-formed date.
    onsetDate: pickerDate(onsetDate),
    endDate: pickerDate(endDate) ?? '',
    longitude: longitude ?? null,
    latitude: latitude ?? null,
    // An empty box is missing for the cases (required), none for the deaths.
    cases: cases ?? undefined,
    deaths: deaths ?? 0,
  };
}

const keptForNext = ({ sourceId, region, classification, confirmationMethod, infectionSource, hostsInvolved }: OutbreakFormValues): Partial<OutbreakFormValues> => ({
  sourceId,
  region,
  classification,
  confirmationMethod,
  infectionSource,
  hostsInvolved,
});

const sumOf = (values: Partial<Record<FormCount, number | null>>) => FORMS.reduce((total, form) => total + (values[form] ?? 0), 0);

/**
 * epidemicSource/editHistory: one screen to add a historical outbreak, edit one (?id=) or read
 * one (?id=&mode=view, every field read-only). The contract's rules apply as the user types:
 * deaths ≤ cases, clinical forms adding up to the cases, the end not before the onset (taken at
 * the precision it is known to); case fatality and response level follow the figures.
 */
export default function EditHistory() {
  const { id, viewing, forbidden } = useRecordParams(outbreakResource);
  // No add permission: the add form is not a screen of this user's, as a screen outside their route tree is not (the same /404).
  if (forbidden) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <OutbreakForm key={`${id ?? 'new'}:${viewing}`} id={id} viewing={viewing} />;
}

function OutbreakForm({ id, viewing }: { id: number | undefined; viewing: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OutbreakFormValues>();
  const editor = useRecordPage(outbreakResource, {
    listPath: OUTBREAK_LIST_PATH,
    formPath: OUTBREAK_FORM_PATH,
    keptForNext,
    id,
    form,
    schema: outbreakSaveSchema,
    initialValues: EMPTY,
    toValues,
    toInput,
    viewing,
    savedText: (saved) => t('epidemic.outbreak.saved', { code: saved.code }),
    onValuesChange,
  });
  const { adding, record, rule } = editor;

  /** The cases follow the sum of the clinical forms as these are typed, until the user types other cases. */
  const casesFollowForms = useRef(true);
  function onValuesChange(changed: Partial<OutbreakFormValues>, all: OutbreakFormValues) {
    if ('cases' in changed) {
      casesFollowForms.current = changed.cases === null || changed.cases === sumOf(all);
      return;
    }
    if (!casesFollowForms.current || !FORMS.some((name) => name in changed)) return;
    form.setFieldValue('cases', sumOf(all));
    // The deaths are checked against the cases: an error there may have gone with the new sum.
    if (form.getFieldError('deaths').length > 0) void form.validateFields(['deaths']).catch(() => undefined);
  }

  const precision = Form.useWatch('onsetPrecision', form) ?? 'day';
  const title = t(viewing ? 'epidemic.outbreak.viewTitle' : adding ? 'epidemic.outbreak.addTitle' : 'epidemic.outbreak.editTitle');

  return (
    <RecordFormPage
      title={record ? `${title} · ${record.code}` : title}
      prefix="outbreak-form"
      {...editor.pageProps}
    >
      <Form<OutbreakFormValues> {...editor.formProps} layout="vertical" className={viewing ? 'record-view' : undefined} autoComplete="off" data-testid="outbreak-form">
        <Divider titlePlacement="start">{t('epidemic.sections.record')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('epidemic.outbreak.code')} required tooltip={t('epidemic.outbreak.codeHint')} rules={[rule('code')]}>
              <Input maxLength={32} placeholder="QH-2009-01" autoFocus={!viewing} data-testid="outbreak-form-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="title" label={t('epidemic.outbreak.title')} required rules={[rule('title')]}>
              <Input maxLength={200} data-testid="outbreak-form-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="onsetPrecision" label={t('epidemic.outbreak.onsetPrecision')} rules={[rule('onsetPrecision')]}>
              <Radio.Group
                optionType="button"
                options={DATE_PRECISIONS.map((value) => ({ value, label: t(`epidemic.outbreak.precision.${value}`) }))}
                data-testid="outbreak-form-precision"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="onsetDate" label={t('epidemic.outbreak.onsetDate')} required rules={[rule('onsetDate')]}>
              <DatePicker style={{ width: '100%' }} picker={PICKER_OF[precision]} format={FORMAT_OF[precision]} data-testid="outbreak-form-onset" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="endDate" label={t('epidemic.outbreak.endDate')} dependencies={['onsetDate', 'onsetPrecision']} rules={[rule('endDate')]}>
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" data-testid="outbreak-form-end" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sourceId" label={t('epidemic.outbreak.source')} rules={[rule('sourceId')]}>
              <SourceSelect initialLabel={record?.sourceId ? `${record.sourceCode} ${record.sourceName}` : undefined} data-testid="outbreak-form-source" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="classification" label={t('epidemic.outbreak.classification')} required rules={[rule('classification')]}>
              <Select options={OUTBREAK_CLASSIFICATIONS.map((value) => ({ value, label: t(`epidemic.outbreak.classifications.${value}`) }))} data-testid="outbreak-form-classification" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="confirmationMethod" label={t('epidemic.outbreak.confirmationMethod')} required rules={[rule('confirmationMethod')]}>
              <Select options={CONFIRMATION_METHODS.map((value) => ({ value, label: t(`epidemic.outbreak.confirmationMethods.${value}`) }))} data-testid="outbreak-form-confirmation" />
            </Form.Item>
          </Col>
        </Row>

        <LocationFields form={form} rule={rule} coordinatesRequired={false} viewing={viewing} createdBy={record?.createdBy} prefix="outbreak-form" onPicked={editor.markDirty} />

        <Divider titlePlacement="start">{t('epidemic.sections.cases')}</Divider>
        <Row gutter={16}>
          {FORMS.map((name) => (
            <Col xs={12} md={6} key={name}>
              <Form.Item name={name} label={t(`epidemic.outbreak.${name}`)} rules={[rule(name)]}>
                <NumberInput bounds={COUNT_BOUNDS[name]} style={{ width: '100%' }} precision={0} data-testid={`outbreak-form-${name}`} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} md={6}>
            <Form.Item name="cases" label={t('epidemic.outbreak.cases')} required tooltip={t('epidemic.outbreak.casesHint')} dependencies={[...FORMS]} rules={[rule('cases')]}>
              <NumberInput bounds={COUNT_BOUNDS.cases} style={{ width: '100%' }} precision={0} data-testid="outbreak-form-cases" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="deaths" label={t('epidemic.outbreak.deaths')} dependencies={['cases']} rules={[rule('deaths')]}>
              <NumberInput bounds={COUNT_BOUNDS.deaths} style={{ width: '100%' }} precision={0} data-testid="outbreak-form-deaths" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* Derived, never typed: shown in full colour in view mode too. */}
            <ConfigProvider componentDisabled={false}>
              <DerivedFigures form={form} />
            </ConfigProvider>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('epidemic.sections.epidemiology')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="infectionSource" label={t('epidemic.outbreak.infectionSource')} rules={[rule('infectionSource')]}>
              <Select options={INFECTION_SOURCES.map((value) => ({ value, label: t(`epidemic.outbreak.infectionSources.${value}`) }))} data-testid="outbreak-form-infection" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="hostsInvolved" label={t('epidemic.outbreak.hostsInvolved')} extra={viewing ? undefined : t('epidemic.source.speciesHint')} rules={[rule('hostsInvolved')]}>
              <SpeciesTagsSelect data-testid="outbreak-form-hosts" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="animalEpizootic" label={t('epidemic.outbreak.animalEpizootic')} valuePropName="checked">
              <Switch checkedChildren={t('epidemic.outbreak.yes')} unCheckedChildren={t('epidemic.outbreak.no')} data-testid="outbreak-form-epizootic" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="urbanPneumonicSpread" label={t('epidemic.outbreak.urbanPneumonicSpread')} tooltip={t('epidemic.outbreak.urbanHint')} valuePropName="checked">
              <Switch checkedChildren={t('epidemic.outbreak.yes')} unCheckedChildren={t('epidemic.outbreak.no')} data-testid="outbreak-form-urban" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('epidemic.sections.notes')}</Divider>
        <Form.Item name="description" label={t('epidemic.outbreak.description')} rules={[rule('description')]}>
          <Input.TextArea maxLength={5000} rows={4} showCount={!viewing} data-testid="outbreak-form-description" />
        </Form.Item>
        <Form.Item name="references" label={t('epidemic.outbreak.references')} rules={[rule('references')]}>
          <Input.TextArea maxLength={2000} rows={3} showCount={!viewing} data-testid="outbreak-form-references" />
        </Form.Item>
      </Form>
      {record && (
        <p className="ant-typography ant-typography-secondary" data-testid="outbreak-form-stamp">
          {t('common.updatedAt')}: {formatDateTime(record.updatedAt)} · {record.updatedBy} · {t('common.version')} {record.version}
        </p>
      )}
    </RecordFormPage>
  );
}

/**
 * Case fatality and response level of the figures as typed, by the contract's own functions; a dash
 * for both while the counts break the schema's rules (deaths over cases read as a fatality over 100 %).
 */
function DerivedFigures({ form }: { form: FormInstance<OutbreakFormValues> }) {
  const { t } = useTranslation();
  const values = Form.useWatch([], form) as Partial<OutbreakFormValues> | undefined;
  // An empty box is none for a clinical form or the deaths (the schema's default), missing for the cases.
  const counts = outbreakCountsSchema.safeParse(Object.fromEntries(COUNTS.map((name) => [name, values?.[name] ?? undefined])));
  const fatality = counts.success ? caseFatality(counts.data.cases, counts.data.deaths) : null;
  const level = counts.success ? <ResponseLevelTag level={responseLevel({ ...counts.data, urbanPneumonicSpread: values?.urbanPneumonicSpread ?? false })} /> : <span data-testid="response-level">—</span>;
  return (
    <Row gutter={16}>
      <Col xs={12}>
        <Statistic title={t('epidemic.outbreak.caseFatality')} value={formatFatality(fatality)} data-testid="outbreak-form-fatality" />
      </Col>
      <Col xs={12}>
        <div className="ant-statistic-title" title={t('epidemic.outbreak.responseLevelHint')}>
          {t('epidemic.outbreak.responseLevel')}
        </div>
        <div className="derived-figure">{level}</div>
      </Col>
    </Row>
  );
}
