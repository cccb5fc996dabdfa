import { UserOutlined } from '@ant-design/icons';
import type { ActivityRow, ProfileActivity, SignIn } from '@ews/contract';
import { SCOPED_WRITE_PERMISSIONS, SUPER_PERMISSION } from '@ews/contract/permissions';
import { Alert, Avatar, Card, Col, Descriptions, Row, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/index.ts';
import { roleKeyName } from '../../components/domain/roles.ts';
import { usePagerItemRender } from '../../components/Pagination.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { TintTag } from '../../components/TintTag.tsx';
import { i18n, titleTranslator } from '../../locales/index.ts';
import { usePageMessages } from '../../locales/screens/pages/load.ts';
import { useAppStore } from '../../stores/app.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { formatDateTime } from '../../utils/format.ts';
import { permissionTitleKeys, permissionTitles } from '../../utils/permission.ts';
import { ScopeSummary } from './ScopeSummary.tsx';

const PAGE_SIZE = 10;

/** A translated label for a recorded code (the audit screen's), the code itself when there is none. */
function label(group: 'actions' | 'entities', code: string): string {
  const key = `audit.${group}.${code}`;
  return i18n.exists(key) ? i18n.t(key) : code;
}


function SignInState({ signIn }: { signIn: SignIn }) {
  const { t } = useTranslation();
  if (signIn.current) return <TintTag color="blue">{t('profile.current')}</TintTag>;
  return signIn.active ? <TintTag color="green">{t('profile.active')}</TintTag> : <TintTag color="grey">{t('profile.ended')}</TintTag>;
}

/**
 * The signed-in user's own page (not kept as a tab: it is fetched afresh on every visit): account,
 * roles, permissions, recent sign-ins and their own audit trail, from profile/activity, which
 * answers only the caller's own rows. Changes to the account are made in the Personal Center.
 */
export default function Profile() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const messagesReady = usePageMessages(language);
  const { name, username, avatar, introduction, roles, permissions } = useUserStore();
  const { hasPermission } = useAuth();
  const entries = usePermissionStore((state) => state.entries);
  const titles = useMemo(() => permissionTitles(entries), [entries]);
  const translate = titleTranslator(t);
  /** A permission as its menu entries name it in the user's language; its code when no menu names it. */
  const permissionName = (code: string) => {
    const keys = permissionTitleKeys(code, titles);
    return keys?.every((key) => i18n.exists(key)) ? keys.map(translate).join(' · ') : code;
  };
  const [page, setPage] = useState(1);
  const itemRender = usePagerItemRender();
  const [answer, setAnswer] = useState<{ page: number; activity?: ProfileActivity; failed?: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    api.profileActivity({ page, limit: PAGE_SIZE }).then(
      (activity) => live && setAnswer({ page, activity }),
      () => live && setAnswer({ page, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [page]);

  if (!messagesReady) return <Spin />;
  const loading = answer?.page !== page;
  const activity = answer?.activity;

  const signInColumns: TableColumnsType<SignIn> = [
    { key: 'at', title: t('profile.signedInAt'), dataIndex: 'at', render: (value: string) => formatDateTime(value) },
    { key: 'lastSeenAt', title: t('profile.lastSeen'), dataIndex: 'lastSeenAt', render: (value: string) => formatDateTime(value) },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
    {
      key: 'userAgent',
      title: t('profile.browser'),
      dataIndex: 'userAgent',
      ellipsis: { showTitle: true },
    },
    { key: 'state', title: t('profile.session'), render: (_value, signIn) => <SignInState signIn={signIn} /> },
  ];
  const activityColumns: TableColumnsType<ActivityRow> = [
    { key: 'at', title: t('audit.at'), dataIndex: 'at', render: (value: string) => formatDateTime(value) },
    { key: 'action', title: t('audit.action'), dataIndex: 'action', render: (value: string) => label('actions', value) },
    { key: 'entity', title: t('audit.entity'), dataIndex: 'entity', render: (value: string) => label('entities', value) },
    { key: 'entityId', title: t('audit.entityId'), dataIndex: 'entityId' },
    {
      key: 'result',
      title: t('audit.result'),
      dataIndex: 'result',
      render: (value: string) => (value === 'ok' ? <TintTag color="green">{t('audit.ok')}</TintTag> : <TintTag color="red">{t('audit.failure')}</TintTag>),
    },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
  ];

  return (
    <div className="profile-page" data-testid="profile-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.account')}</h1>} extra={<Link to="/admin/userCenter">{t('profile.editInUserCenter')}</Link>}>
            <Space align="start" size={16}>
              <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} alt={t('userCenter.avatar')} />
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'name', label: t('userCenter.name'), children: <span data-testid="profile-name">{name}</span> },
                  { key: 'username', label: t('userCenter.username'), children: <span data-testid="profile-username">{username}</span> },
                  {
                    key: 'introduction',
                    label: t('userCenter.introduction'),
                    children: introduction || <Typography.Text type="secondary">{t('userCenter.empty')}</Typography.Text>,
                  },
                ]}
              />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.roles')}</h2>} style={{ marginBottom: 16 }}>
            <div data-testid="profile-roles">
              {roles.map((role) => (
                <Tag key={role} data-role={role}>
                  {roleKeyName(role, t)}
                </Tag>
              ))}
            </div>
          </Card>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.dataScope')}</h2>} style={{ marginBottom: 16 }}>
            <Typography.Paragraph type="secondary" data-testid="profile-scope-hint">
              {t(hasPermission(SCOPED_WRITE_PERMISSIONS) ? 'profile.scopeHint' : 'profile.scopeHintReadOnly')}
            </Typography.Paragraph>
            {activity ? <ScopeSummary scope={activity.scope} /> : <Spin size="small" />}
          </Card>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.permissions')}</h2>}>
            <div data-testid="profile-permissions">
              {permissions.includes(SUPER_PERMISSION) ? (
                <TintTag color="gold">{t('profile.allPermissions')}</TintTag>
              ) : permissions.length === 0 ? (
                <Typography.Text type="secondary">{t('profile.noPermissions')}</Typography.Text>
              ) : (
                permissions
                  .map((permission) => ({ permission, name: permissionName(permission) }))
                  .sort((a, b) => a.name.localeCompare(b.name, language))
                  .map(({ permission, name }) => (
                    <Tag key={permission} title={permission} data-permission={permission} style={{ marginBottom: 4 }}>
                      {name}
                    </Tag>
                  ))
              )}
            </div>
          </Card>
        </Col>
        <Col span={24}>
          {answer?.failed && <Alert type="error" showIcon title={t('profile.loadFailed')} style={{ marginBottom: 16 }} />}
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.signIns')}</h2>}>
            <Table<SignIn>
              rowKey="sessionId"
              size="small"
              columns={signInColumns}
              dataSource={activity?.signIns ?? []}
              loading={loading && !activity}
              pagination={false}
              scroll={{ x: 720 }}
              data-testid="profile-sign-ins"
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('profile.activity')}</h2>}>
            <Typography.Paragraph type="secondary">{t('profile.activityHint')}</Typography.Paragraph>
            <Table<ActivityRow>
              rowKey="auditId"
              size="small"
              columns={activityColumns}
              dataSource={activity?.audit.list ?? []}
              loading={loading}
              scroll={{ x: 720 }}
              pagination={{ current: page, pageSize: PAGE_SIZE, total: activity?.audit.total ?? 0, showSizeChanger: false, onChange: setPage, itemRender }}
              data-testid="profile-activity"
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
