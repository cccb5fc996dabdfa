import type { FocusType, SourcePoint } from '@ews/contract';
import { sourceSaveSchema } from '@ews/contract/schemas/sources';
import { Col, DatePicker, Descriptions, Divider, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NOT_FOUND_PATH } from '../../../app/paths.ts';
import { valuesOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordParams } from '../../../hooks/useRecordForm.ts';
import { useRecordPage } from '../shared/useRecordPage.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { LocationFields, SpeciesTagsSelect } from '../shared/LocationFields.tsx';
import { focusTypeOptions, riskReasonText, RiskTag, sourceStatusOptions } from '../../../components/domain/labels.tsx';
import { SOURCE_FORM_PATH, SOURCE_LIST_PATH } from '../shared/paths.ts';
import { RecordFormPage } from '../shared/RecordFormPage.tsx';
import { regionChoice, regionPath } from '../../../components/domain/regions.ts';
import { sourceResource } from '../../resources.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds } from '../../../utils/number-bounds.ts';

/** The region is picked as one cascader path; dates are Dayjs values. */
type SourceFormValues = FormValuesOf<typeof sourceResource, { region: string[]; discoveredOn: Dayjs | null; focusType?: FocusType }, 'provinceCode' | 'prefectureCode' | 'countyCode' | 'placeConfirmed'>;

/** Where the step buttons of the number boxes stop: the schema's bounds (a typed value stays as typed). */
const ALTITUDE_BOUNDS = numberBounds(sourceSaveSchema, 'altitude');
const AREA_BOUNDS = numberBounds(sourceSaveSchema, 'area');

const EMPTY: SourceFormValues = {
  code: '',
  name: '',
  region: [],
  place: '',
  longitude: null,
  latitude: null,
  altitude: null,
  area: null,
  primaryHosts: [],
  primaryVectors: [],
  discoveredOn: null,
  status: 'active',
  monitoringUnit: '',
  contactName: '',
  contactPhone: '',
  notes: '',
};

const toValues = (source: SourcePoint): SourceFormValues => ({
  ...valuesOf(source, EMPTY),
  focusType: source.focusType,
  region: regionPath(source),
  discoveredOn: source.discoveredOn ? dayjs(source.discoveredOn) : null,
});

function toInput({ region, discoveredOn, longitude, latitude, altitude, area, ...rest }: SourceFormValues) {
  return {
    ...rest,
    ...regionChoice(region),
    discoveredOn: pickerDate(discoveredOn) ?? '',
    // An empty box is a missing value: required for the coordinates, none for altitude and area.
    longitude: longitude ?? undefined,
    latitude: latitude ?? undefined,
    altitude: altitude ?? null,
    area: area ?? null,
  };
}

/** What the next record of a series shares with the one just saved (same area, same team). */
const keptForNext = ({ focusType, region, status, primaryHosts, primaryVectors, monitoringUnit, contactName, contactPhone }: SourceFormValues): Partial<SourceFormValues> => ({
  focusType,
  region,
  status,
  primaryHosts,
  primaryVectors,
  monitoringUnit,
  contactName,
  contactPhone,
});

/**
 * epidemicSource/addSource: one screen to add a source point, update one (?id=) or read one
 * (?id=&mode=view). Every field of a source point, checked with the contract's sourceSaveSchema,
 * the one the server checks the call with.
 */
export default function AddSource() {
  const { id, viewing, forbidden } = useRecordParams(sourceResource);
  // No add permission: the add form is not a screen of this user's, as a screen outside their route tree is not (the same /404).
  if (forbidden) return <Navigate to={NOT_FOUND_PATH} replace />;
  // A new id (or none) is a new form: nothing of the previous record stays behind.
  return <SourceForm key={`${id ?? 'new'}:${viewing}`} id={id} viewing={viewing} />;
}

function SourceForm({ id, viewing }: { id: number | undefined; viewing: boolean }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<SourceFormValues>();
  const editor = useRecordPage(sourceResource, {
    listPath: SOURCE_LIST_PATH,
    formPath: SOURCE_FORM_PATH,
    keptForNext,
    id,
    form,
    schema: sourceSaveSchema,
    initialValues: EMPTY,
    toValues,
    toInput,
    viewing,
    savedText: (saved) => t('epidemic.source.saved', { code: saved.code }),
  });
  const { adding, record, rule } = editor;

  const title = t(viewing ? 'epidemic.source.viewTitle' : adding ? 'epidemic.source.addTitle' : 'epidemic.source.editTitle');

  return (
    <RecordFormPage
      title={record ? `${title} · ${record.code}` : title}
      prefix="source-form"
      {...editor.pageProps}
    >
      <Form<SourceFormValues> {...editor.formProps} layout="vertical" className={viewing ? 'record-view' : undefined} autoComplete="off" data-testid="source-form">
        <Divider titlePlacement="start">{t('epidemic.sections.basic')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('epidemic.source.code')} required tooltip={t('epidemic.source.codeHint')} rules={[rule('code')]}>
              <Input maxLength={32} placeholder={t('epidemic.source.codePlaceholder')} autoFocus={!viewing} data-testid="source-form-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="name" label={t('epidemic.source.name')} required rules={[rule('name')]}>
              <Input maxLength={100} data-testid="source-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="focusType" label={t('epidemic.source.focusType')} required rules={[rule('focusType')]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={focusTypeOptions(language)} data-testid="source-form-focus" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="discoveredOn" label={t('epidemic.source.discoveredOn')} rules={[rule('discoveredOn')]}>
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" data-testid="source-form-discovered" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="status" label={t('epidemic.source.status')} rules={[rule('status')]}>
              <Radio.Group optionType="button" options={sourceStatusOptions(t)} data-testid="source-form-status" />
            </Form.Item>
          </Col>
        </Row>

        <LocationFields form={form} rule={rule} coordinatesRequired viewing={viewing} createdBy={record?.createdBy} prefix="source-form" onPicked={editor.markDirty}>
          <Row gutter={16}>
            <Col xs={12}>
              <Form.Item name="altitude" label={t('epidemic.source.altitude')} rules={[rule('altitude')]}>
                <NumberInput bounds={ALTITUDE_BOUNDS} style={{ width: '100%' }} data-testid="source-form-altitude" />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item name="area" label={t('epidemic.source.area')} rules={[rule('area')]}>
                <NumberInput bounds={AREA_BOUNDS} style={{ width: '100%' }} data-testid="source-form-area" />
              </Form.Item>
            </Col>
          </Row>
        </LocationFields>

        <Divider titlePlacement="start">{t('epidemic.sections.ecology')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="primaryHosts" label={t('epidemic.source.primaryHosts')} extra={viewing ? undefined : t('epidemic.source.speciesHint')} rules={[rule('primaryHosts')]}>
              <SpeciesTagsSelect data-testid="source-form-hosts" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="primaryVectors" label={t('epidemic.source.primaryVectors')} extra={viewing ? undefined : t('epidemic.source.speciesHint')} rules={[rule('primaryVectors')]}>
              <SpeciesTagsSelect data-testid="source-form-vectors" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('epidemic.sections.management')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="monitoringUnit" label={t('epidemic.source.monitoringUnit')} rules={[rule('monitoringUnit')]}>
              <Input maxLength={100} data-testid="source-form-unit" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="contactName" label={t('epidemic.source.contactName')} rules={[rule('contactName')]}>
              <Input maxLength={64} data-testid="source-form-contact" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="contactPhone" label={t('epidemic.source.contactPhone')} rules={[rule('contactPhone')]}>
              <Input maxLength={32} data-testid="source-form-phone" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t('epidemic.source.notes')} rules={[rule('notes')]}>
              <Input.TextArea maxLength={2000} rows={3} showCount={!viewing} data-testid="source-form-notes" />
            </Form.Item>
          </Col>
        </Row>
      </Form>

      {record && (
        <>
          <Divider titlePlacement="start">{t('epidemic.sections.risk')}</Divider>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            data-testid="source-form-risk"
            items={[
              { key: 'risk', label: t('epidemic.risk.label'), children: <RiskTag priority={record.riskLevel} /> },
              { key: 'score', label: t('epidemic.risk.score'), children: record.riskScore },
              { key: 'assessed', label: t('epidemic.risk.updatedAt'), children: formatDateTime(record.riskUpdatedAt) || '—' },
              { key: 'reason', label: t('epidemic.risk.reason'), children: riskReasonText(t, record.riskReason, language), span: 2 },
              { key: 'survey', label: t('epidemic.source.lastSurveyOn'), children: record.lastSurveyOn || '—' },
              { key: 'updated', label: t('common.updatedAt'), children: `${formatDateTime(record.updatedAt)} · ${record.updatedBy}` },
              { key: 'version', label: t('common.version'), children: record.version },
            ]}
          />
        </>
      )}
    </RecordFormPage>
  );
}
