import { EditOutlined, SyncOutlined } from '@ant-design/icons';
import type { FocusType, Language, RiskRule } from '@ews/contract';
import { Permissions } from '@ews/contract/permissions';
import { parseThresholdSource, riskRuleSaveSchema } from '@ews/contract/schemas/surveillance';
import { Alert, App, Button, Card, Form, Progress, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { RefreshButton } from '../../../components/ListControls.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime, formatMeasure } from '../../../utils/format.ts';
import { focusTypeName } from '../../../components/domain/labels.tsx';
import { riskRuleResource } from '../../resources.ts';
import { RECOMPUTE_TIMEOUT_MS, useRecompute } from './useRecompute.ts';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds, type NumberBounds } from '../../../utils/number-bounds.ts';

type Thresholds = Record<string, { hostDensity: number | null; fleaIndex: number | null }>;
type ThresholdField = 'hostDensity' | 'fleaIndex';
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

/** Of a refused save: a rule it changed that someone else saved since it was loaded. */
const savedFirst = (latest: RiskRule[], refused: { rules: readonly { focusType: FocusType; version: number | string }[] }) =>
  latest.find((rule) => refused.rules.some((one) => one.focusType === rule.focusType && Number(one.version) !== rule.version));

type Outcome = { key: 'surveillance.rules.saved' | 'surveillance.rules.recomputed'; values: Record<string, number | string> };

/** A threshold's default source in the user's language; text typed by someone is shown as it is. */
function defaultSourceText(t: TFunction, stored: string): string {
  const source = parseThresholdSource(stored);
  if (!source) return stored;
  if ('citation' in source) return t(`surveillance.rules.citations.${source.citation}`);
  const start = t('surveillance.rules.provisional');
  return source.surveys === undefined ? start : t('surveillance.rules.provisionalFrom', { provisional: start, count: source.surveys });
}

/**
 * Where a rule's thresholds come from: the default's source, said after who set them instead once
 * a person has saved them (a person's save is what raises the version; the provisional start
 * following the history does not), so an edited threshold does not read as the default it replaced.
 */
function thresholdSourceText(t: TFunction, rule: RiskRule): string {
  const text = defaultSourceText(t, rule.source);
  return rule.version > 1 ? t('surveillance.rules.setInstead', { who: rule.updatedBy, source: text }) : text;
}

const THRESHOLD_FIELDS: readonly ThresholdField[] = ['hostDensity', 'fleaIndex'];
/** The schema of one threshold, which each box is checked with as it is left, as the save is. */
const thresholdSchema = riskRuleSaveSchema.shape.rules.element;
const THRESHOLD_BOUNDS = Object.fromEntries(THRESHOLD_FIELDS.map((field) => [field, numberBounds(thresholdSchema, field)])) as Record<ThresholdField, NumberBounds>;

/** The changes a save makes, one line each in the reader's words: 'Himalayan marmot: density threshold 2 → 3'. */
function changeLines(t: TFunction, language: Language, base: readonly RiskRule[], rules: readonly { focusType: FocusType; hostDensity: number; fleaIndex: number }[]): string[] {
  return rules.map((changed) => {
    const before = base.find((rule) => rule.focusType === changed.focusType);
    const moves = THRESHOLD_FIELDS.filter((field) => before?.[field] !== changed[field]).map(
      (field) => `${t(`surveillance.rules.${field}`)} ${before ? formatMeasure(before[field], language) : ''} → ${formatMeasure(changed[field], language)}`,
    );
    return t('surveillance.rules.changeLine', { focusType: focusTypeName(changed.focusType, language), changes: moves.join(t('surveillance.rules.changeSeparator')) });
  });
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
  const language = useAppStore((state) => state.language);
  const [form] = Form.useForm<RuleFormValues>();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { progress, running, run } = useRecompute();
  const records = useRecordList(riskRuleResource);
  const editor = useRecordForm(riskRuleResource, {
    id: undefined,
    form,
    schema: riskRuleSaveSchema,
    initialValues: { rules: {} },
    toValues: (rules) => ({ rules: thresholdsOf(rules) }),
    toInput: (values, { base }) => ({ rules: changedRules(base ?? [], values.rules) }),
    viewing: !editing,
    // Thresholds typed and not saved are not lost to a closed tab or a link without a word.
    guardNavigation: editing,
    confirmSave: (input) => ({
      title: t('surveillance.rules.saveConfirm', { count: input.rules.length }),
      content: (
        <ul style={{ paddingInlineStart: 20, marginBottom: 0 }} data-testid="rules-changes">
          {changeLines(t, language, editor.base ?? [], input.rules).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    }),
    // The dialog closes at once; the page shows the recompute's progress.
    send: (input, options) => {
      setOutcome(null);
      return run(() => api.riskSaveRules(input, { ...options, timeoutMs: RECOMPUTE_TIMEOUT_MS }));
    },
    recordOf: (saved) => saved.rules,
    onSaved: (saved) => {
      records.showRows(saved.rules);
      setEditing(false);
      setOutcome({ key: 'surveillance.rules.saved', values: { points: saved.recomputed, alerts: saved.alertsOpened } });
    },
    savedFirst,
    onReload: () => setEditing(false),
  });
  const loading = records.loading || editor.loading;

  /** Edits the thresholds as the table shows them (a refresh may have brought newer ones). */
  function startEditing() {
    editor.showRecord(records.list);
    setEditing(true);
  }

  function save() {
    const values = form.getFieldsValue(true) as RuleFormValues;
    if (changedRules(editor.base ?? [], values.rules).length === 0) void message.warning(t('surveillance.rules.unchanged'));
    else void editor.submit();
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
    editor.revert();
    setEditing(false);
  }

  /** A box's value checked as the save checks it, its error said under the box. */
  const thresholdRule = (field: ThresholdField) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const result = thresholdSchema.shape[field].safeParse(value ?? undefined, { reportInput: true });
      if (!result.success) throw new Error(editor.messageOf(result.error.issues[0]!));
    },
  });

  const threshold = (field: ThresholdField) => (value: number, rule: RiskRule) =>
    editing ? (
      <Form.Item name={['rules', rule.focusType, field]} rules={[thresholdRule(field)]} validateTrigger={['onChange', 'onBlur']} style={{ marginBottom: 0 }}>
        <NumberInput
          bounds={THRESHOLD_BOUNDS[field]}
          step={0.1}
          style={{ width: 120 }}
          aria-label={`${focusTypeName(rule.focusType, language)} ${t(`surveillance.rules.${field}`)}`}
          data-testid={`rule-${rule.focusType}-${field}`}
        />
      </Form.Item>
    ) : (
      <span data-testid={`rule-${rule.focusType}-${field}`}>{formatMeasure(value, language)}</span>
    );

  // Long texts wrap (the focus types' names in a column pinned in view, the sources, the units): every column shows at 1280 px.
  const columns: ListColumn<RiskRule>[] = [
    { title: t('surveillance.focusType'), dataIndex: 'focusType', key: 'focusType', essential: true, fixed: 'left', wrap: 170, render: (focusType: FocusType) => focusTypeName(focusType, language) },
    { title: t('surveillance.rules.hostDensity'), dataIndex: 'hostDensity', key: 'hostDensity', essential: true, wrap: 130, render: threshold('hostDensity') },
    { title: t('surveillance.rules.unit'), dataIndex: 'densityUnit', key: 'densityUnit', essential: true, wrap: 100, render: (unit: RiskRule['densityUnit']) => t(`surveillance.rules.units.${unit}`) },
    { title: t('surveillance.rules.fleaIndex'), dataIndex: 'fleaIndex', key: 'fleaIndex', essential: true, wrap: 130, render: threshold('fleaIndex') },
    {
      title: t('surveillance.rules.source'),
      dataIndex: 'source',
      key: 'source',
      wrap: 200,
      render: (_source: string, rule: RiskRule) => (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ marginBottom: 0 }} data-testid="rule-source">
          {thresholdSourceText(t, rule)}
        </Typography.Paragraph>
      ),
    },
    { title: t('surveillance.rules.updated'), key: 'updated', wrap: 130, render: (_value, rule) => `${formatDateTime(rule.updatedAt)} ${rule.updatedBy}` },
  ];
  const layout = useColumnLayout('rules', columns);

  const percent = progress?.running && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Card className="list-page" data-testid="rules-page">
      <Typography.Paragraph>{t('surveillance.rules.intro')}</Typography.Paragraph>
      <div className="list-toolbar">
        <Auth permission={[Permissions.RULE_EDIT]}>
          {editing ? (
            <>
              <Button type="primary" loading={running} onClick={save} data-testid="rules-save">
                {t('surveillance.rules.save')}
              </Button>
              <Button disabled={running} onClick={cancelEditing} data-testid="rules-cancel">
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button type="primary" icon={<EditOutlined />} disabled={running || loading} onClick={startEditing} data-testid="rules-edit">
              {t('surveillance.rules.edit')}
            </Button>
          )}
          <Button icon={<SyncOutlined spin={running} />} disabled={running || editing} onClick={recompute} data-testid="rules-recompute">
            {t('surveillance.rules.recompute')}
          </Button>
        </Auth>
        <RefreshButton prefix="rules" onClick={records.refresh} className="list-toolbar-end" />
      </div>

      {running && (
        <div data-testid="rules-progress" style={{ marginBottom: 12 }}>
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary" data-testid="rules-progress-text">
            {/* Until the server reports this run, the progress held is the last run's: say it is starting instead. */}
            {progress?.running ? t('surveillance.rules.running', { done: progress.done, total: progress.total }) : t('surveillance.rules.starting')}
          </Typography.Text>
          {progress?.running && (
            <Typography.Paragraph type="secondary" data-testid="rules-started-by">
              {t('surveillance.rules.startedBy', { who: progress.startedBy, at: formatDateTime(progress.startedAt), joined: progress.joined })}
            </Typography.Paragraph>
          )}
        </div>
      )}
      {!running && outcome && <Alert type="success" showIcon closable title={t(outcome.key, outcome.values)} style={{ marginBottom: 12 }} data-testid="rules-outcome" />}
      {!running && !outcome && progress?.finishedAt && (
        <Typography.Paragraph type="secondary" data-testid="rules-last-run">
          {t('surveillance.rules.lastRun', { at: formatDateTime(progress.finishedAt), who: progress.startedBy, total: progress.total })}
        </Typography.Paragraph>
      )}

      <ConflictNotice overwriting={editor.overwriting} />
      <Form {...editor.formProps} component={false}>
        <Table<RiskRule> {...records.tableProps} columns={layout.shown} loading={loading} data-testid="rules-table" />
      </Form>
    </Card>
  );
}
