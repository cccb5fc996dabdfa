import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  HistoryOutlined,
  HomeOutlined,
  MenuOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The menu table's icon names (metaIcon) and the antd icons they stand for. */
const ICONS: Record<string, ReactNode> = {
  alert: <AlertOutlined />,
  audit: <AuditOutlined />,
  dashboard: <DashboardOutlined />,
  documentation: <FileTextOutlined />,
  environment: <EnvironmentOutlined />,
  history: <HistoryOutlined />,
  home: <HomeOutlined />,
  menu: <MenuOutlined />,
  monitor: <FundProjectionScreenOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
