import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../stores/app.ts';
import './layout.css';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';

/** SPEC §9: below 992 px the layout is mobile; the sidebar is 210 px wide. */
const MOBILE_WIDTH = 992;
const SIDEBAR_WIDTH = 210;
const RESIZE_THROTTLE_MS = 400;

const isMobileWidth = () => window.innerWidth < MOBILE_WIDTH;

/** Desktop/mobile from the window width (throttled); on mobile the sidebar closes on navigation. */
function useResponsive() {
  const location = useLocation();
  const device = useAppStore((state) => state.device);

  useEffect(() => {
    const apply = () => {
      const mobile = isMobileWidth();
      const { device: current, toggleDevice, closeSideBar } = useAppStore.getState();
      if (mobile && current !== 'mobile') {
        toggleDevice('mobile');
        closeSideBar(true);
      } else if (!mobile && current !== 'desktop') {
        toggleDevice('desktop');
      }
    };
    apply();
    let timer: number | undefined;
    const onResize = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        apply();
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const { sidebar, closeSideBar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSideBar(false);
  }, [location.pathname, device]);

  return device;
}

/** The main layout: sidebar menu, top bar and the routed view. */
export default function MainLayout() {
  const opened = useAppStore((state) => state.sidebar.opened);
  const device = useResponsive();

  return (
    <Layout className="main-layout">
      <Layout.Sider
        className="sidebar"
        width={SIDEBAR_WIDTH}
        collapsible
        trigger={null}
        collapsed={!opened}
        collapsedWidth={device === 'mobile' ? 0 : 64}
      >
        <Sidebar collapsed={!opened} />
      </Layout.Sider>
      <Layout>
        <Navbar />
        <Layout.Content className="app-main">
          {/* Each routed view brings its own Suspense boundary (app/router/lazy.tsx). */}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
