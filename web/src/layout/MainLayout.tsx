import { Layout } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { collectRuntimeErrors } from '../app/error-log.ts';
import { loginRedirect, SIGNED_OUT_ELSEWHERE } from '../app/paths.ts';
import { useRouteTable } from '../app/route-table.ts';
import { onSignOutElsewhere } from '../app/session-broadcast.ts';
import { useAppStore } from '../stores/app.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { useTagsViewStore } from '../stores/tagsView.ts';
import { useUserStore } from '../stores/user.ts';
import { isMobileUserAgent, MOBILE_WIDTH } from '../utils/device.ts';
import { keepScrollRegionsFocusable } from '../utils/scrollable-regions.ts';
import { mountWatermark } from '../utils/watermark.ts';
import { AppMain } from './AppMain.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import './layout.css';
import { Navbar } from './Navbar.tsx';
import { Settings } from './Settings.tsx';
import { Sidebar } from './Sidebar.tsx';
import { affixViews, viewOfLocation } from './tags.ts';
import { TagsView } from './TagsView.tsx';
import { useFirstSignInTour } from './useFirstSignInTour.ts';
import { useUnsavedChangesPrompt } from './useLeaveGuard.ts';
import { onThrottledResize } from './useWindowWidth.ts';

/** The sidebar is 210 px wide. */
export const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 64;

/** Desktop or mobile by the window width (resizes throttled); on mobile the sidebar closes on navigation. */
function useResponsive() {
  const { pathname } = useLocation();
  const device = useAppStore((state) => state.device);

  useEffect(() => {
    const apply = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      const { device: current, toggleDevice, closeSideBar, restoreSideBar } = useAppStore.getState();
      if (mobile && current !== 'mobile') {
        toggleDevice('mobile');
        closeSideBar(true);
      } else if (!mobile && current !== 'desktop') {
        toggleDevice('desktop');
        restoreSideBar();
      }
    };
    apply();
    return onThrottledResize(apply);
  }, []);

  useEffect(() => {
    const { sidebar, closeSideBar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSideBar(false);
  }, [pathname, device]);

  return device;
}

/** Every visited view gets its tab; the affix views of the user's routes are tabs from the start; tabs kept over a reload close if their view is no longer the user's. */
function useVisitedViews() {
  const { pathname, search } = useLocation();
  const entries = usePermissionStore((state) => state.entries);
  const routes = useRouteTable();

  useEffect(() => {
    useTagsViewStore.getState().setAffixViews(affixViews(entries));
  }, [entries]);

  useEffect(() => {
    useTagsViewStore.getState().keepRoutable((path) => viewOfLocation(routes, path, '') !== undefined);
  }, [routes]);

  useEffect(() => {
    const view = viewOfLocation(routes, pathname, search);
    if (view) useTagsViewStore.getState().addView(view);
  }, [routes, pathname, search]);
}

/** The watermark with the system name and the signed-in account, drawn again when either changes. */
/** Signed out in another tab: this one shows no more records and opens the sign-in page, by a full load that clears every store. */
function useSignOutElsewhere() {
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        // As signing out here does: the next person to sign in in this tab gets none of this session's tabs and views.
        sessionStorage.clear();
        const { pathname, search, hash } = window.location;
        window.location.assign(loginRedirect(`${pathname}${search}${hash}`, SIGNED_OUT_ELSEWHERE));
      }),
    [],
  );
}

function useWatermark() {
  const { t } = useTranslation();
  const appTitle = t('app.title');
  const username = useUserStore((state) => state.username);
  useEffect(() => mountWatermark([appTitle, username]), [appTitle, username]);
}

/**
 * Tells the app store how tall the shell's bars are, as the window lays them out (a narrow window
 * wraps the top bar onto two rows), so that toasts open below them; 0 again when the shell goes.
 */
function useHeaderBottom(header: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const { setHeaderBottom } = useAppStore.getState();
    const observer = new ResizeObserver(() => setHeaderBottom(Math.round(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setHeaderBottom(0);
    };
  }, [header]);
}

/** The main layout: sidebar, top bar, tabs, breadcrumb and the routed views; settings, watermark, error log, the first sign-in's tour, and tables that scroll by keyboard. */
export default function MainLayout() {
  const opened = useAppStore((state) => state.sidebar.opened);
  const closeSideBar = useAppStore((state) => state.closeSideBar);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const tagsView = useSettingsStore((state) => state.tagsView);
  const showSettings = useSettingsStore((state) => state.showSettings);
  const device = useResponsive();
  const mobileAgent = isMobileUserAgent();
  const header = useRef<HTMLDivElement>(null);
  useHeaderBottom(header);
  useVisitedViews();
  useWatermark();
  useUnsavedChangesPrompt();
  useFirstSignInTour();
  useSignOutElsewhere();
  useEffect(() => collectRuntimeErrors(), []);
  useEffect(() => keepScrollRegionsFocusable(), []);

  const mobile = device === 'mobile';
  return (
    <Layout className={['main-layout', mobile ? 'is-mobile' : '', opened ? 'sidebar-open' : 'sidebar-closed', showSettings && !mobile ? 'has-settings' : ''].join(' ')} hasSider>
      {mobile && opened && <div className="drawer-bg" onClick={() => closeSideBar(false)} data-testid="drawer-bg" />}
      <Layout.Sider className="sidebar" width={SIDEBAR_WIDTH} collapsible trigger={null} collapsed={!opened} collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH} data-testid="sidebar-container" data-tour="sidebar">
        {/* A phone or a narrow window: the drawer lists every section and its pages, as the top menu has no room for them. */}
        <Sidebar collapsed={!opened} wholeTree={mobileAgent || mobile} />
      </Layout.Sider>
      <Layout className="main-container">
        {/* The navbar is the page's one banner landmark; this only holds it and the tabs together. */}
        <div ref={header} className={fixedHeader ? 'layout-header is-fixed' : 'layout-header'} data-testid="layout-header">
          <Navbar mobileAgent={mobileAgent} />
          {tagsView && <TagsView />}
        </div>
        <Layout.Content className="app-main">
          <Breadcrumb />
          <AppMain />
        </Layout.Content>
      </Layout>
      {/* On a phone the navbar holds it. */}
      {!mobile && <Settings />}
    </Layout>
  );
}
