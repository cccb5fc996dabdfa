import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { registerFeedback } from './feedback.ts';

/** Renders nothing; hands App.useApp() to app/feedback.ts. Must sit inside antd's <App>. */
export function FeedbackBridge() {
  const api = App.useApp();
  useLayoutEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
}
