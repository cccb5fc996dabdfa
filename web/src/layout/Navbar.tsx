import { MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { askBeforeLeaving, leaveWithoutAsking } from '../app/unsaved-changes.ts';
import { HOME_PATH, loginRedirect } from '../app/paths.ts';
import { LangSelect } from '../components/LangSelect.tsx';
import { useAppStore } from '../stores/app.ts';
import { useUserStore } from '../stores/user.ts';
import { AlertBadge } from './AlertBadge.tsx';
import { ErrorLog } from './ErrorLog.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { Screenfull } from './Screenfull.tsx';
import { Settings } from './Settings.tsx';
import { SizeSelect } from './SizeSelect.tsx';
import { TopNav } from './TopNav.tsx';

export const USER_CENTER_PATH = '/admin/userCenter';

/** The user's name and avatar, opening the dashboard, the personal centre (个人中心) and log out. */
function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const name = useUserStore((state) => state.name);
  const avatar = useUserStore((state) => state.avatar);
  const logout = useUserStore((state) => state.logout);

  async function onLogout() {
    const fullPath = location.pathname + location.search + location.hash;
    await logout();
    // Asked already (below): the form's changes are left behind on purpose.
    leaveWithoutAsking(() => void navigate(loginRedirect(fullPath), { replace: true }));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'dashboard', label: t('navbar.dashboard') },
          { key: 'userCenter', label: t('route.userCenter') },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout">{t('navbar.logOut')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'dashboard') navigate(HOME_PATH);
          else if (key === 'userCenter') navigate(USER_CENTER_PATH);
          else if (key === 'logout') askBeforeLeaving(() => void onLogout());
        },
      }}
    >
      <button type="button" className="navbar-user" title={t('navbar.userMenu')}>
        <Avatar size={32} src={avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="navbar-username" data-testid="navbar-username">
          {name}
        </span>
      </button>
    </Dropdown>
  );
}

/**
 * The top bar: hamburger, top menu, header search, error log, open alerts,
 * full screen, size, language, the settings on a phone, and the user menu. On a phone or tablet (by user agent) the top
 * menu, search, full screen and size selector give way; the sidebar then lists the whole menu.
 */
export function Navbar({ mobileAgent }: { mobileAgent: boolean }) {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSideBar = useAppStore((state) => state.toggleSideBar);
  const mobile = useAppStore((state) => state.device) === 'mobile';

  return (
    <Layout.Header className="navbar" data-testid="navbar">
      {/* The tour points at the wrapper: driver.js rewrites the ARIA state of what it highlights. */}
      <span className="navbar-menu-button" data-tour="menu-button">
        <Button
          type="text"
          className="hamburger"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSideBar}
          aria-label={t('navbar.toggleSideBar')}
          aria-expanded={opened}
          data-testid="hamburger"
        />
      </span>
      {mobileAgent ? <span className="navbar-spacer" /> : <TopNav />}
      <div className="navbar-right">
        {!mobileAgent && <HeaderSearch />}
        <ErrorLog />
        <AlertBadge />
        {!mobileAgent && <Screenfull />}
        {!mobileAgent && <SizeSelect />}
        <LangSelect className="navbar-button" />
        {mobile && <Settings inNavbar />}
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
