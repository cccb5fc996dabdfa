import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/error-log.ts';
import { useRefreshView } from '../hooks/useRefreshView.ts';

function ViewFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const refreshView = useRefreshView();
  return (
    <Result
      status="error"
      title={t('viewError.title')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => refreshView()}>
          {t('viewError.reload')}
        </Button>
      }
    />
  );
}

/**
 * One view's failure stays in that view: the shell and the other tabs keep working, and the
 * error goes to the error log with the component stack as its info.
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logError(error, info.componentStack?.trim() ?? '');
  }

  override render() {
    return this.state.error ? <ViewFailed error={this.state.error} /> : this.props.children;
  }
}
