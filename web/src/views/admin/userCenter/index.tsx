import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user.ts';

/** admin/userCenter (个人中心): the signed-in user's profile, read-only for now. */
export default function UserCenter() {
  const { t } = useTranslation();
  const { name, username, avatar, roles, introduction } = useUserStore();
  const empty = <span className="ant-typography ant-typography-secondary">{t('userCenter.empty')}</span>;
  return (
    <Card title={t('userCenter.profile')}>
      <Space align="start" size="large" wrap>
        <Avatar size={80} src={avatar || undefined} icon={<UserOutlined />} alt="" />
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('userCenter.name')}>{name || empty}</Descriptions.Item>
          <Descriptions.Item label={t('userCenter.username')}>{username || empty}</Descriptions.Item>
          <Descriptions.Item label={t('userCenter.roles')}>
            {roles.length ? roles.map((role) => <Tag key={role}>{role}</Tag>) : empty}
          </Descriptions.Item>
          <Descriptions.Item label={t('userCenter.introduction')}>{introduction || empty}</Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}
