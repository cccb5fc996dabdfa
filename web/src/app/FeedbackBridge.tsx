import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { registerFeedback } from './feedback.ts';

/** Renders nothing; hands antd's message and confirm (App.useApp()) to app/feedback.ts. Must sit inside antd's <App>. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => {
    registerFeedback({
      error: (notice) => void message.error(notice),
      success: (notice) => void message.success(notice),
      confirm: modal.confirm,
    });
    return () => registerFeedback(null);
  }, [message, modal]);
  return null;
}
