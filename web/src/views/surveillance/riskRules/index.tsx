import { EditOutlined, SyncOutlined } from '@ant-design/icons';
import type { FocusType, RiskRule } from '@ews/contract';
import { Permissions } from '@ews/contract/permissions';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { parseThresholdSource, riskRuleSaveSchema } from '@ews/contract/schemas/surveillance';
import { Alert, App, Button, Card, Form, InputNumber, Progress, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api, report, wasReported } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { RefreshButton } from '../../../components/ListControls.tsx';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';
import { useVersionConflict } from '../../../hooks/useVersionConflict.ts';
import { useAppStore } from '../../../stores/app.ts';
import { isVersionConflict } from '../../../utils/conflict.ts';
import { formatDateTime, formatMeasure } from '../../../utils/format.ts';
import { focusTypeName } from '../../../components/domain/labels.tsx';
import { RECOMPUTE_TIMEOUT_MS, useRecompute } from './useRecompute.ts';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';

type RulesSave = Parameters<typeof api.riskSaveRules>[0];
type Thresholds = Record<string, { hostDensity: number | null; fleaIndex: number | null }>;
interface RuleFormValues {
  rules: Thresholds;
}

const thresholdsOf = (rules: readonly RiskRule[]): Thresholds => Object.fromEntries(rules.map((rule) => [rule.focusType, { hostDensity: rule.hostDensity, fleaIndex: rule.fleaIndex }]));

/** The rules whose thresholds the form changed, each with the version it was loaded at. */
function changedRules(rules: readonly RiskRule[], values: Thresholds) {
  return rules
    .filter((rule) => values[rule.focusType]?.hostDensity !== rule.hostDensity || values[rule.focusType]?.fleaIndex !== rule.fleaIndex)
    .map((rule) => ({ focusType: rule.focusType, hostDensity: values[rule.focusType]?.hostDensity, fleaIndex: values[rule.focusType]?.fleaIndex, version: rule.version }));
}

type Outcome = { key: 'surveillance.rules.saved' | 'surveillance.rules.recomputed'; values: Record<string, number | string> };

/** A threshold's source in the user's language; text typed by someone is shown as it is. */
function thresholdSourceText(t: TFunction, stored: string): string {
  const source = parseThresholdSource(stored);
  if (!source) return stored;
  if ('citation' in source) return t(`surveillance.rules.citations.${source.citation}`);
  const start = t('surveillance.rules.provisional');
  return source.surveys === undefined ? start : `${start} ${t('surveillance.rules.provisionalFrom', { count: source.surveys })}`;
}

/**
 * surveillance/riskRules: the host density and flea index thresholds of each focus type, which
 * the risk engine holds the surveys to, with the source of each default; holders of
 * surveillance:rule:edit change them, and saving recomputes every source point (progress shown
 * while it runs), as the recompute button does.
 */
export default function RiskRules() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const showConflict = useVersionConflict();
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<RuleFormValues>();
  const [rules, setRules] = useState<RiskRule[]>([]);
  const [loading, setLoading] = useState(true);

  const show = useCallback(
    (loaded: RiskRule[]) => {
      setRules(loaded);
      form.setFieldsValue({ rules: thresholdsOf(loaded) });
    },
    [form],
  );
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { progress, running, run } = useRecompute();

  /** The rules as stored now (undefined if they could not be read: the wrapper said why). */
  async function load(): Promise<RiskRule[] | undefined> {
    setLoading(true);
    const loaded = await api.riskRules().catch(() => undefined);
    if (loaded) show(loaded);
    setLoading(false);
    return loaded;
  }

  // Once: shown again in its tab, the screen keeps the figures being edited.
  const stopLoading = () => setLoading(false);
  useRecordLoad(
    'rules',
    () => api.riskRules(),
    (stored) => {
      show(stored);
      stopLoading();
    },
    stopLoading,
  );

  const prepare = useCallback((values: Record<string, unknown>) => ({ rules: changedRules(rules, (values as Partial<RuleFormValues>).rules ?? {}) }), [rules]);
  const { submit } = useSchemaForm(riskRuleSaveSchema, form, prepare);

  /** Someone saved some of the changed thresholds first: whose, and when, from the rules as they are now. */
  async function onConflict(changed: readonly { focusType: FocusType }[]) {
    const loadedBefore = new Map(rules.map((rule) => [rule.focusType, rule.version]));
    const mine = structuredClone(form.getFieldsValue(true) as RuleFormValues);
    const latest = await load();
    // Their versions are loaded; the form keeps the user's numbers until they choose.
    form.setFieldsValue(mine);
    const moved = latest?.find((rule) => changed.some((one) => one.focusType === rule.focusType) && loadedBefore.get(rule.focusType) !== rule.version);
    if (!latest || !moved) return;
    showConflict({
      updatedBy: moved.updatedBy,
      updatedAt: moved.updatedAt,
      onReload: () => {
        form.setFieldsValue({ rules: thresholdsOf(latest) });
        setEditing(false);
      },
      // The next save knowingly replaces their thresholds with the user's.
      onKeep: () => undefined,
    });
  }

  async function save() {
    const result = await submit();
    if (!('data' in result)) {
      void message.warning(result.errors.length > 0 && changedRules(rules, form.getFieldsValue(true).rules).length > 0 ? result.errors.join('; ') : t('surveillance.rules.unchanged'));
      return;
    }
    const input = result.data;
    confirm({
      title: t('surveillance.rules.saveConfirm', { count: input.rules.length }),
      // The dialog closes at once; the page shows the recompute's progress.
      onOk: () => void saveAndRecompute(input),
    });
  }

  async function saveAndRecompute(input: RulesSave) {
    setOutcome(null);
    try {
      const saved = await run(() => api.riskSaveRules(input, { quiet: [Codes.CONFLICT], timeoutMs: RECOMPUTE_TIMEOUT_MS }));
      show(saved.rules);
      setEditing(false);
      setOutcome({ key: 'surveillance.rules.saved', values: { points: saved.recomputed, alerts: saved.alertsOpened } });
    } catch (error) {
      if (isVersionConflict(error)) await onConflict(input.rules);
      else if (error instanceof ApiError && !wasReported(error)) report(error);
    }
  }

  async function recomputeAll() {
    setOutcome(null);
    try {
      const result = await run(() => api.riskRecompute({}, { timeoutMs: RECOMPUTE_TIMEOUT_MS }));
      setOutcome({
        key: 'surveillance.rules.recomputed',
        values: { points: result.sourcePoints, surveys: result.surveys, alerts: result.alertsOpened, seconds: (result.ms / 1000).toFixed(1) },
      });
    } catch {
      // Shown by the request wrapper.
    }
  }

  function recompute() {
    confirm({ title: t('surveillance.rules.recomputeConfirm'), content: t('surveillance.rules.recomputeHint'), onOk: () => void recomputeAll() });
  }

  function cancelEditing() {
    form.setFieldsValue({ rules: thresholdsOf(rules) });
    setEditing(false);
  }

  const threshold = (field: 'hostDensity' | 'fleaIndex', max: number) => (value: number, rule: RiskRule) =>
    editing ? (
      <Form.Item name={['rules', rule.focusType, field]} noStyle>
        <InputNumber min={0} max={max} step={0.1} style={{ width: 120 }} aria-label={`${focusTypeName(rule.focusType, language)} ${t(`surveillance.rules.${field}`)}`} data-testid={`rule-${rule.focusType}-${field}`} />
      </Form.Item>
    ) : (
      <span data-testid={`rule-${rule.focusType}-${field}`}>{formatMeasure(value, language)}</span>
    );

  const columns: TableColumnsType<RiskRule> = [
    { title: t('surveillance.focusType'), dataIndex: 'focusType', key: 'focusType', render: (focusType: FocusType) => focusTypeName(focusType, language) },
    { title: t('surveillance.rules.hostDensity'), dataIndex: 'hostDensity', key: 'hostDensity', render: threshold('hostDensity', 100_000) },
    { title: t('surveillance.rules.unit'), dataIndex: 'densityUnit', key: 'densityUnit', render: (unit: RiskRule['densityUnit']) => t(`surveillance.rules.units.${unit}`) },
    { title: t('surveillance.rules.fleaIndex'), dataIndex: 'fleaIndex', key: 'fleaIndex', render: threshold('fleaIndex', 10_000) },
    {
      title: t('surveillance.rules.source'),
      dataIndex: 'source',
      key: 'source',
      width: 420,
      render: (source: string) => (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ marginBottom: 0 }} data-testid="rule-source">
          {thresholdSourceText(t, source)}
        </Typography.Paragraph>
      ),
    },
    { title: t('surveillance.rules.updated'), key: 'updated', render: (_value, rule) => `${formatDateTime(rule.updatedAt)} ${rule.updatedBy}` },
  ];

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Card className="list-page" data-testid="rules-page">
      <Typography.Paragraph>{t('surveillance.rules.intro')}</Typography.Paragraph>
      <div className="list-toolbar">
        <Auth permission={[Permissions.RULE_EDIT]}>
          {editing ? (
            <>
              <Button type="primary" loading={running} onClick={() => void save()} data-testid="rules-save">
                {t('surveillance.rules.save')}
              </Button>
              <Button disabled={running} onClick={cancelEditing} data-testid="rules-cancel">
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button type="primary" icon={<EditOutlined />} disabled={running || loading} onClick={() => setEditing(true)} data-testid="rules-edit">
              {t('surveillance.rules.edit')}
            </Button>
          )}
          <Button icon={<SyncOutlined spin={running} />} disabled={running || editing} onClick={recompute} data-testid="rules-recompute">
            {t('surveillance.rules.recompute')}
          </Button>
        </Auth>
        <RefreshButton prefix="rules" onClick={() => void load()} className="list-toolbar-end" />
      </div>

      {running && (
        <div data-testid="rules-progress" style={{ marginBottom: 12 }}>
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary">{t('surveillance.rules.running', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}</Typography.Text>
        </div>
      )}
      {!running && outcome && <Alert type="success" showIcon closable title={t(outcome.key, outcome.values)} style={{ marginBottom: 12 }} data-testid="rules-outcome" />}
      {!running && !outcome && progress?.finishedAt && (
        <Typography.Paragraph type="secondary" data-testid="rules-last-run">
          {t('surveillance.rules.lastRun', { at: formatDateTime(progress.finishedAt), who: progress.startedBy, total: progress.total })}
        </Typography.Paragraph>
      )}

      <Form form={form} component={false}>
        <Table<RiskRule> rowKey="focusType" columns={columns} dataSource={rules} loading={loading} pagination={false} scroll={{ x: 'max-content' }} data-testid="rules-table" />
      </Form>
    </Card>
  );
}
