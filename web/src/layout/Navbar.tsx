import { MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../app/router/guard.ts';
import { HOME_PATH } from '../app/router/static-routes.tsx';
import { LangSelect } from '../components/LangSelect.tsx';
import { useAppStore } from '../stores/app.ts';
import { useUserStore } from '../stores/user.ts';

export const USER_CENTER_PATH = '/admin/userCenter';

/** Top bar: sidebar toggle, system name, language, user name and the avatar dropdown. */
export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSideBar = useAppStore((state) => state.toggleSideBar);
  const name = useUserStore((state) => state.name);
  const avatar = useUserStore((state) => state.avatar);
  const logout = useUserStore((state) => state.logout);

  async function onLogout() {
    const fullPath = location.pathname + location.search + location.hash;
    await logout();
    navigate(loginRedirect(fullPath), { replace: true });
  }

  return (
    <Layout.Header className="navbar">
      <Button
        type="text"
        className="navbar-button"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSideBar}
        aria-label={t('navbar.toggleSideBar')}
        aria-expanded={opened}
      />
      <span className="navbar-title">{t('app.title')}</span>
      <div className="navbar-right">
        <LangSelect className="navbar-button" />
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
              else if (key === 'logout') void onLogout();
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
      </div>
    </Layout.Header>
  );
}
