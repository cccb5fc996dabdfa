import type { Channel, Delivery } from '@ews/contract';
import { Permissions } from '@ews/contract/permissions';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RiskTag, signalSite } from '../../../components/domain/labels.tsx';
import { RecordTable, RefreshButton } from '../../../components/ListControls.tsx';
import { ReadableTabs } from '../../../components/ReadableTabs.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { TintTag } from '../../../components/TintTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { LANGUAGE_LABELS } from '../../../locales/index.ts';
import { useNotificationMessages } from '../../../locales/screens/notification/load.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { notificationChannelResource, notificationDeliveryResource } from '../../resources.ts';
import { ALERT_LIST_PATH } from '../../surveillance/paths.ts';
import { answerReason } from './answer.ts';
import { ChannelFormModal } from './ChannelFormModal.tsx';
import './notification.css';

const STATUS_COLORS: Record<Delivery['status'], 'orange' | 'green' | 'red'> = { pending: 'orange', sent: 'green', failed: 'red' };

/**
 * The answer as the server logged it (the receiver's status and a short reason, or fetch's error),
 * for whoever runs the receiver: English, so it is labelled as a technical detail in the reader's
 * language, never left alone.
 */
function TechnicalDetail({ answer }: { answer: string }) {
  const { t } = useTranslation();
  return (
    <span className="delivery-technical" data-testid="delivery-technical">
      <Typography.Text type="secondary">{t('notification.delivery.technical')}</Typography.Text> <Typography.Text code>{answer}</Typography.Text>
    </span>
  );
}

/** Why a try failed, in the reader's language, then the answer as the server logged it. */
function FailedAnswer({ answer }: { answer: string }) {
  const { t } = useTranslation();
  const { key, ...params } = answerReason(answer);
  return (
    <>
      <Typography.Text type="secondary" data-testid="delivery-reason">
        {t(`notification.delivery.reasons.${key}`, params)}
      </Typography.Text>{' '}
      <TechnicalDetail answer={answer} />
    </>
  );
}

/**
 * A delivery still waiting after failed tries is not merely "waiting": the admin sees that it
 * failed and why (the receiver's last answer) without opening its row.
 */
function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const last = delivery.attempts.at(-1);
  if (delivery.status === 'pending' && last && !last.ok) {
    return (
      // Bounded and wrapping: the reason and the answer must not push the columns after it out of the table.
      <div className="delivery-status" data-testid="delivery-status">
        <TintTag color="red">{t('notification.delivery.statuses.retrying')}</TintTag> <FailedAnswer answer={last.answer} />
      </div>
    );
  }
  return (
    <div className="delivery-status" data-testid="delivery-status">
      <TintTag color={STATUS_COLORS[delivery.status]}>{t(`notification.delivery.statuses.${delivery.status}`)}</TintTag>
    </div>
  );
}

/** The signal a delivery sent, as a person knows it: its priority, its point (a link to the signal) and the day it fired. */
function DeliveredAlert({ delivery: { alertId, alert } }: { delivery: Delivery }) {
  const { t } = useTranslation();
  if (!alert) return <Typography.Text type="secondary">{t('notification.delivery.alertOutsideScope', { id: alertId })}</Typography.Text>;
  return (
    <div className="delivery-alert" data-testid="delivery-alert">
      <RiskTag priority={alert.priority} /> <Link to={`${ALERT_LIST_PATH}?alertId=${alertId}`}>{signalSite(alert)}</Link>{' '}
      <Typography.Text type="secondary" className="delivery-alert-day">
        {alert.triggeredAt}
      </Typography.Text>
    </div>
  );
}

function Channels() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const records = useRecordList(notificationChannelResource, {
    confirmDelete: (channels) => ({
      title: channels.length === 1 ? t('notification.deleteOne', { name: channels[0]!.name }) : t('notification.deleteMany', { count: channels.length }),
      content: t('notification.deleteHint'),
    }),
  });
  const [editing, setEditing] = useState<{ channel?: Channel } | null>(null);
  const columns: ListColumn<Channel>[] = [
    { title: t('notification.name'), dataIndex: 'name', key: 'name', essential: true },
    { title: t('notification.kind'), dataIndex: 'kind', key: 'kind', render: (kind: Channel['kind']) => t(`notification.kinds.${kind}`) },
    { title: t('notification.target'), dataIndex: 'target', key: 'target', ellipsis: true },
    { title: t('notification.priorities'), dataIndex: 'priorities', key: 'priorities', render: (priorities: Channel['priorities']) => priorities.map((priority) => <RiskTag key={priority} priority={priority} />) },
    { title: t('notification.language'), dataIndex: 'language', key: 'language', render: (language: Channel['language']) => LANGUAGE_LABELS[language] },
    { title: t('notification.secret'), dataIndex: 'secretHint', key: 'secretHint', render: (hint: string) => hint || '-' },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      key: 'enabled',
      render: (enabled: number) => (enabled === 1 ? <TintTag color="green">{t('common.enabled')}</TintTag> : <TintTag color="grey">{t('common.disabled')}</TintTag>),
    },
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt', render: (value: string) => formatDateTime(value) },
    ...(hasPermission([Permissions.NOTIFICATION_EDIT, Permissions.NOTIFICATION_REMOVE])
      ? [
          actionsColumn<Channel>(t, (channel) => (
            <RowActions
              actions={[
                { label: t('button.edit'), onClick: () => setEditing({ channel }), testId: 'channel-edit', permission: Permissions.NOTIFICATION_EDIT },
                { label: t('button.delete'), onClick: () => records.remove([channel]), testId: 'channel-delete', permission: Permissions.NOTIFICATION_REMOVE, danger: true },
              ]}
            />
          )),
        ]
      : []),
  ];
  const layout = useColumnLayout('channelList', columns);
  return (
    <>
      <RecordTable prefix="channel" records={records} layout={layout} onAdd={() => setEditing({})} />
      {editing && <ChannelFormModal channel={editing.channel} onClose={() => setEditing(null)} />}
    </>
  );
}

function Attempts({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  if (delivery.attempts.length === 0) return <Typography.Text type="secondary">{t('notification.delivery.noAttempts')}</Typography.Text>;
  return (
    <ol className="delivery-attempts" data-testid="delivery-attempts">
      {delivery.attempts.map((attempt) => (
        <li key={attempt.attempt}>
          {formatDateTime(attempt.at)} <TintTag color={attempt.ok ? 'green' : 'red'}>{t(attempt.ok ? 'notification.delivery.ok' : 'notification.delivery.error')}</TintTag>{' '}
          {attempt.ok ? <TechnicalDetail answer={attempt.answer} /> : <FailedAnswer answer={attempt.answer} />}
        </li>
      ))}
    </ol>
  );
}

function Deliveries() {
  const { t } = useTranslation();
  const records = useRecordList(notificationDeliveryResource, {});
  const columns: TableColumnsType<Delivery> = [
    { title: t('notification.delivery.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDateTime(value) },
    { title: t('notification.delivery.channel'), dataIndex: 'channelName', key: 'channelName' },
    { title: t('notification.delivery.alert'), dataIndex: 'alertId', key: 'alertId', render: (_alertId, delivery) => <DeliveredAlert delivery={delivery} /> },
    { title: t('notification.delivery.status'), dataIndex: 'status', key: 'status', render: (_status, delivery) => <DeliveryStatus delivery={delivery} /> },
    { title: t('notification.delivery.attempts'), key: 'attempts', render: (_value, delivery) => delivery.attempts.length },
    { title: t('notification.delivery.sentAt'), dataIndex: 'sentAt', key: 'sentAt', render: (value: string) => (value ? formatDateTime(value) : '-') },
    { title: t('notification.delivery.nextAttempt'), dataIndex: 'nextAttemptAt', key: 'nextAttemptAt', render: (value: string) => (value ? formatDateTime(value) : '-') },
  ];
  return (
    <>
      <div className="list-toolbar">
        <RefreshButton prefix="delivery" onClick={records.refresh} />
      </div>
      <Table<Delivery>
        {...records.tableProps}
        // Not max-content: the log is as wide as the card, its cells wrapping (a failed try's reason,
        // a long channel name), and scrolls sideways only when even wrapped it cannot fit.
        scroll={{ x: true }}
        className="delivery-log"
        columns={columns}
        expandable={{
          // The expand buttons' column is named too, for a screen reader's table navigation.
          columnTitle: <span className="visually-hidden">{t('notification.delivery.details')}</span>,
          expandedRowRender: (delivery) => <Attempts delivery={delivery} />,
        }}
        data-testid="delivery-table"
      />
      <Pagination {...records.paginationProps} />
    </>
  );
}

const TAB_PARAM = 'tab';
const CHANNELS = 'channels';
const DELIVERIES = 'deliveries';

/** system/notification: the channels alerts are sent through, with their subscriptions, and the log of every delivery. */
export default function SystemNotification() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const ready = useNotificationMessages(language);
  // The tab is in the address (?tab=deliveries), so a link, a reload and Back lead to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(TAB_PARAM);
  const tab = asked === DELIVERIES ? DELIVERIES : CHANNELS;
  // A tab the page has not (a mistyped link) leaves the address for the one shown.
  useEffect(() => {
    if (asked !== null && asked !== DELIVERIES) setSearchParams({}, { replace: true });
  }, [asked, setSearchParams]);
  if (!ready) return <Card className="list-page" loading />;
  return (
    <Card className="list-page" data-testid="notification-page">
      <ReadableTabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === DELIVERIES ? { [TAB_PARAM]: DELIVERIES } : {})}
        destroyOnHidden
        items={[
          { key: CHANNELS, label: <span data-testid="notification-tab-channels">{t('notification.channels')}</span>, children: <Channels /> },
          { key: DELIVERIES, label: <span data-testid="notification-tab-deliveries">{t('notification.deliveries')}</span>, children: <Deliveries /> },
        ]}
      />
    </Card>
  );
}
