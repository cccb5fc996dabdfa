import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function onFullscreenChange(notify: () => void): () => void {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
}

const isFullscreen = () => document.fullscreenElement !== null;

/** Full screen on and off; a browser without the Fullscreen API gets the warning 'you browser can not work'. */
export function Screenfull() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fullscreen = useSyncExternalStore(onFullscreenChange, isFullscreen);

  function toggle() {
    if (!document.fullscreenEnabled) {
      void message.warning(t('screenfull.unsupported'));
      return;
    }
    const change = fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => void message.warning(t('screenfull.unsupported')));
  }

  const label = t(fullscreen ? 'navbar.exitScreenfull' : 'navbar.screenfull');
  return (
    <Button
      type="text"
      icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
      aria-label={label}
      title={label}
      aria-pressed={fullscreen}
      data-testid="screenfull"
    />
  );
}
