import { translateText } from '@ews/contract/messages';
import { Cascader, Col, Divider, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countyCircleOf, regionOptions, useRegionTree } from '../../../components/domain/regions.ts';
import { mayPlaceAt, regionsInScope, useDataScope } from '../../../components/domain/scope.ts';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { useUserStore } from '../../../stores/user.ts';
import { CoordinatesFields } from './CoordinatesFields.tsx';

interface LocationFieldsProps {
  form: FormInstance;
  rule(field: string): FormRule;
  /** Whether the coordinates must be given. */
  coordinatesRequired: boolean;
  viewing: boolean;
  /** Who created the record (none while adding: the user adding it): an 'own' data scope places its holder's records anywhere. */
  createdBy?: string | undefined;
  /** Test ids `<prefix>-region`, `<prefix>-place` and the coordinates'. */
  prefix: string;
  /** A point picked on the map changes the form as typing does. */
  onPicked(): void;
  /** More fields under the coordinates, beside the map. */
  children?: ReactNode;
}

/**
 * The location section of a record form: the region as one cascader path, the place, and the
 * coordinates. The region is picked within the user's data scope, where the server takes it.
 */
export function LocationFields({ form, rule, coordinatesRequired, viewing, createdBy, prefix, onPicked, children }: LocationFieldsProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const username = useUserStore((state) => state.username);
  const owner = createdBy ?? username;
  const regions = useRegionTree();
  const scope = useDataScope();
  // A record read shows where it lies; one written offers only what the scope lets it be placed at.
  const offered = useMemo(() => (viewing || !scope ? regions : regionsInScope(regions, scope, owner)), [viewing, scope, regions, owner]);
  const regionChoices = useMemo(() => regionOptions(offered, language), [offered, language]);
  // The division above the user's own (their province, picked on the way to their county) is offered
  // but not theirs: said once the field is left, not at each step of the way down.
  const inScope: FormRule = {
    validateTrigger: 'onBlur',
    validator: async (_rule, path: string[] | undefined) => {
      if (scope && path?.length && !mayPlaceAt(scope, path, owner)) throw new Error(translateText('error.regionOutsideScope', language));
    },
  };
  const allowClear = useAllowClear();
  const county = countyCircleOf(Form.useWatch<string[] | undefined>('region', form), regions);
  return (
    <>
      <Divider titlePlacement="start">{t('epidemic.sections.location')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="region" label={t('epidemic.region')} required validateFirst validateTrigger={['onChange', 'onBlur']} rules={[{ required: true, message: t('form.required') }, rule('provinceCode'), inScope]}>
            <Cascader options={regionChoices} changeOnSelect showSearch allowClear={allowClear} placeholder={t('epidemic.regionPlaceholder')} data-testid={`${prefix}-region`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="place" label={t('epidemic.place')} rules={[rule('place')]}>
            <Input maxLength={200} placeholder={t('epidemic.placeHint')} data-testid={`${prefix}-place`} />
          </Form.Item>
        </Col>
      </Row>
      <CoordinatesFields form={form} rule={rule} required={coordinatesRequired} disabled={viewing} prefix={prefix} onPicked={onPicked} county={county}>
        {children}
      </CoordinatesFields>
    </>
  );
}

/** Species typed as tags, `;` between them. */
export function SpeciesTagsSelect(props: { 'data-testid': string; value?: string[]; onChange?: (value: string[]) => void }) {
  return <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[';', '；']} {...props} />;
}
