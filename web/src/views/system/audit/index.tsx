import type { AuditRow } from '@ews/contract';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/Pagination.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { auditResource } from '../../resources.ts';
import { i18n } from '../../../locales/index.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { RefreshButton } from '../../../components/ListControls.tsx';
import { ListFilters, TextFilter, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
import { TintTag } from '../../../components/TintTag.tsx';

interface FilterValues {
  username?: string;
  action?: string;
  entity?: string;
  range?: [{ format(template: string): string } | null, { format(template: string): string } | null] | null;
}

/** What the server records (server/src/modules/*: ctx.audit calls). */
const ACTIONS = ['login', 'logout', 'create', 'update', 'delete', 'status', 'grant', 'password-change', 'password-reset', 'profile', 'import', 'export', 'transition', 'recompute'];
const ENTITIES = ['session', 'user', 'role', 'menu', 'source', 'survey', 'outbreak', 'alert', 'risk', 'notificationChannel'];

const toFilters = ({ username, action, entity, range }: FilterValues) => ({
  username: username?.trim() || undefined,
  action,
  entity,
  from: pickerDate(range?.[0]),
  to: pickerDate(range?.[1]),
});

/** A translated label for a recorded code, the code itself when there is none. */
function label(group: 'actions' | 'entities', code: string): string {
  const key = `audit.${group}.${code}`;
  return i18n.exists(key) ? i18n.t(key) : code;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

/** Top-level fields whose value differs between before and after. */
function changedFields(before: unknown, after: unknown): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function Compare({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const changed = changedFields(row.before, row.after);
  const none = <Typography.Text type="secondary">{t('audit.none')}</Typography.Text>;
  return (
    <div data-testid="audit-compare">
      {changed.length > 0 && (
        <div style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('audit.changed')}: </Typography.Text>
          {changed.map((key) => (
            <TintTag key={key} color="orange">
              {key}
            </TintTag>
          ))}
        </div>
      )}
      <div className="json-compare">
        <div>
          <Typography.Text strong>{t('audit.before')}</Typography.Text>
          {json(row.before) ? <pre data-testid="audit-before">{json(row.before)}</pre> : <div>{none}</div>}
        </div>
        <div>
          <Typography.Text strong>{t('audit.after')}</Typography.Text>
          {json(row.after) ? <pre data-testid="audit-after">{json(row.after)}</pre> : <div>{none}</div>}
        </div>
      </div>
    </div>
  );
}

/** system/audit: who changed what and when, with the before and after of each change. */
export default function SystemAudit() {
  const { t } = useTranslation();
  const records = useRecordList(auditResource, { toFilters });

  const columns: TableColumnsType<AuditRow> = [
    { title: t('audit.at'), dataIndex: 'at', key: 'at', render: (at: string) => formatDateTime(at) },
    { title: t('audit.user'), dataIndex: 'username', key: 'username', render: (username: string) => username || <Typography.Text type="secondary">-</Typography.Text> },
    { title: t('audit.action'), dataIndex: 'action', key: 'action', render: (action: string) => label('actions', action) },
    { title: t('audit.entity'), dataIndex: 'entity', key: 'entity', render: (entity: string) => label('entities', entity) },
    { title: t('audit.entityId'), dataIndex: 'entityId', key: 'entityId' },
    {
      title: t('audit.result'),
      dataIndex: 'result',
      key: 'result',
      render: (result: string) => (result === 'ok' ? <TintTag color="green">{t('audit.ok')}</TintTag> : <TintTag color="red">{t('audit.failure')}</TintTag>),
    },
    { title: t('audit.ip'), dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <Card className="list-page" data-testid="audit-page">
      <ListFilters {...records.filterProps} prefix="audit" onReset={records.onReset} buttons={<RefreshButton prefix="audit" onClick={records.refresh} />}>
        <TextFilter name="username" label={t('audit.user')} maxLength={64} testId="audit-filter-user" />
        <ChoiceFilter
          name="action"
          label={t('audit.action')}
          options={ACTIONS.map((action) => ({ value: action, label: label('actions', action) }))}
          width={160}
          searchable
          testId="audit-filter-action"
        />
        <ChoiceFilter name="entity" label={t('audit.entity')} options={ENTITIES.map((entity) => ({ value: entity, label: label('entities', entity) }))} width={160} testId="audit-filter-entity" />
        <DateRangeFilter name="range" label={t('audit.range')} testId="audit-filter-range" />
      </ListFilters>

      <Table<AuditRow>
        {...records.tableProps}
        columns={columns}
        expandable={{
          expandedRowRender: (row) => <Compare row={row} />,
          rowExpandable: (row) => row.before !== null || row.after !== null,
        }}
        data-testid="audit-table"
      />
      <Pagination {...records.paginationProps} />
    </Card>
  );
}
