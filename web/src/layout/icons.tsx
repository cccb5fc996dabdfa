import {
  AimOutlined,
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BugOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CompassOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LineChartOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ProfileOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The menu table's icon names (metaIcon) and the antd outlined icons they stand for: the
 * sidebar draws them and the menu screen's icon picker offers exactly these names.
 */
const ICONS: Record<string, ReactNode> = {
  alert: <AlertOutlined />,
  aim: <AimOutlined />,
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  bug: <BugOutlined />,
  calendar: <CalendarOutlined />,
  cluster: <ClusterOutlined />,
  compass: <CompassOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  documentation: <FileTextOutlined />,
  environment: <EnvironmentOutlined />,
  experiment: <ExperimentOutlined />,
  folder: <FolderOutlined />,
  form: <FormOutlined />,
  global: <GlobalOutlined />,
  history: <HistoryOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  key: <KeyOutlined />,
  'line-chart': <LineChartOutlined />,
  list: <UnorderedListOutlined />,
  lock: <LockOutlined />,
  'medicine-box': <MedicineBoxOutlined />,
  menu: <MenuOutlined />,
  monitor: <FundProjectionScreenOutlined />,
  notification: <NotificationOutlined />,
  'pie-chart': <PieChartOutlined />,
  profile: <ProfileOutlined />,
  safety: <SafetyOutlined />,
  schedule: <ScheduleOutlined />,
  setting: <SettingOutlined />,
  solution: <SolutionOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
  warning: <WarningOutlined />,
};

/** Every icon name the menu table may store, for the icon picker. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

export function hasMenuIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
