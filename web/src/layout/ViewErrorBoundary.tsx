import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../app/error-log.ts';

const ViewFailed = lazy(() => import('./ViewFailed.tsx'));

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
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ViewFailed error={this.state.error} />
      </Suspense>
    );
  }
}
