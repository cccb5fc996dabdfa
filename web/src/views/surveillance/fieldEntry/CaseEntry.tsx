import type { CaseFields as CaseRecordFields, RegionNode } from '@ews/contract';
import { caseSaveSchema } from '@ews/contract/schemas/cases';
import { Alert, Button, Card, Empty, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRegionTree, regionPath } from '../../../components/domain/regions.ts';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { useUnsavedChangesGuard } from '../../../hooks/useUnsavedChangesGuard.ts';
import { keepRegions, keptRegions, putEntry, type FieldPoint } from '../../../offline/field-store.ts';
import { CaseFields } from '../../cases/shared/CaseFields.tsx';
import { caseInput, emptyCaseValues, type CaseFormValues } from '../../cases/shared/case-values.ts';

/**
 * The region tree for picking a case's residence in the field: the one kept on the device at once,
 * then, online, the server's, which is kept in its place.
 */
function useFieldRegions(online: boolean): readonly RegionNode[] {
  const [tree, setTree] = useState<readonly RegionNode[]>([]);
  useEffect(() => {
    let current = true;
    void keptRegions().then((kept) => current && kept && setTree((shown) => (shown.length ? shown : kept)));
    if (online) {
      loadRegionTree().then(
        async (loaded) => {
          await keepRegions(loaded);
          if (current) setTree(loaded);
        },
        () => undefined, // the kept tree stays; the request wrapper said why
      );
    }
    return () => {
      current = false;
    };
  }, [online]);
  return tree;
}

interface CaseEntryProps {
  userId: number;
  online: boolean;
  points: FieldPoint[];
  /** The points as the screen offers them (the nearest first once located). */
  pointOptions: { value: number; label: string }[];
  /** Kept on the device: the screen sends it when online. */
  onKept(clientId: string): void;
}

/**
 * A human case entered in the field, with or without a network: checked with the contract's
 * caseSaveSchema, kept on the device under an entry id and sent as surveys are (the server stores
 * it once however often it is sent, and raises its urgent signal). The point chosen gives the
 * residence until another is picked; the region tree is kept on the device for offline use.
 */
export function CaseEntry({ userId, online, points, pointOptions, onKept }: CaseEntryProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CaseFormValues>();
  const regions = useFieldRegions(online);
  const entered = Form.useWatch((values: CaseFormValues) => Boolean(values.diagnosisAt || values.clinicalForm || values.notes?.trim()), form);
  useUnsavedChangesGuard(Boolean(entered));

  const { rule, saving, onSubmit } = useSchemaSubmit(caseSaveSchema, form, (values) => caseInput(values as unknown as CaseFormValues), async (parsed) => {
    const { caseId: _id, version: _version, clientId: _clientId, ...humanCase } = parsed;
    const point = points.find((candidate) => candidate.sourceId === humanCase.sourceId);
    const clientId = crypto.randomUUID();
    await putEntry({ kind: 'case', clientId, userId, enteredAt: Date.now(), humanCase: humanCase as CaseRecordFields, sourceLabel: point ? `${point.code} ${point.name}` : '' });
    // The next case of the same team: where they report from and who reports stay.
    const kept = form.getFieldsValue(['reportingUnit', 'region']) as Partial<CaseFormValues>;
    form.resetFields();
    form.setFieldsValue({ ...emptyCaseValues(), ...kept });
    onKept(clientId);
  });

  /** A point chosen while no residence is: the case lives in the point's division until the person says otherwise. */
  function onValuesChange(changed: Partial<CaseFormValues>, all: CaseFormValues) {
    if (!('sourceId' in changed) || all.region?.length) return;
    const point = points.find((candidate) => candidate.sourceId === changed.sourceId);
    if (point?.provinceCode) form.setFieldValue('region', regionPath({ provinceCode: point.provinceCode, prefectureCode: point.prefectureCode ?? '', countyCode: point.countyCode ?? '' }));
  }

  return (
    <Card data-testid="field-case">
      <Alert type="warning" showIcon title={t('cases.field.caseHint')} className="field-entry-case-hint" />
      <Alert type="info" showIcon title={t('cases.privacy')} className="field-entry-case-hint" />
      <Form form={form} layout="vertical" initialValues={emptyCaseValues()} autoComplete="off" name="field-case" onValuesChange={onValuesChange}>
        <CaseFields
          form={form}
          rule={rule}
          regions={regions}
          sourceControl={
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={pointOptions}
              placeholder={t('cases.field.choosePoint')}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveillance.field.noPoints')} />}
              data-testid="case-form-source"
            />
          }
        />
        <Button type="primary" danger block loading={saving} onClick={() => void onSubmit()} data-testid="field-case-submit" className="field-entry-submit">
          {t('surveillance.field.keep')}
        </Button>
      </Form>
    </Card>
  );
}
