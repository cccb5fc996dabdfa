import { Cascader, Col, Divider, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { regionOptions, useRegionTree } from '../../../components/domain/regions.ts';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { CoordinatesFields } from './CoordinatesFields.tsx';

interface LocationFieldsProps {
  form: FormInstance;
  rule(field: string): FormRule;
  /** Whether the coordinates must be given. */
  coordinatesRequired: boolean;
  viewing: boolean;
  /** Test ids `<prefix>-region`, `<prefix>-place` and the coordinates'. */
  prefix: string;
  /** A point picked on the map changes the form as typing does. */
  onPicked(): void;
  /** More fields under the coordinates, beside the map. */
  children?: ReactNode;
}

/** The location section of a record form: the region as one cascader path, the place, and the coordinates. */
export function LocationFields({ form, rule, coordinatesRequired, viewing, prefix, onPicked, children }: LocationFieldsProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);
  const allowClear = useAllowClear();
  return (
    <>
      <Divider titlePlacement="start">{t('epidemic.sections.location')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="region" label={t('epidemic.region')} required validateFirst rules={[{ required: true, message: t('form.required') }, rule('provinceCode')]}>
            <Cascader options={regionChoices} changeOnSelect showSearch allowClear={allowClear} placeholder={t('epidemic.regionPlaceholder')} data-testid={`${prefix}-region`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="place" label={t('epidemic.place')} rules={[rule('place')]}>
            <Input maxLength={200} placeholder={t('epidemic.placeHint')} data-testid={`${prefix}-place`} />
          </Form.Item>
        </Col>
      </Row>
      <CoordinatesFields form={form} rule={rule} required={coordinatesRequired} disabled={viewing} prefix={prefix} onPicked={onPicked}>
        {children}
      </CoordinatesFields>
    </>
  );
}

/** Species typed as tags, `;` between them. */
export function SpeciesTagsSelect(props: { 'data-testid': string; value?: string[]; onChange?: (value: string[]) => void }) {
  return <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[';', '；']} {...props} />;
}
