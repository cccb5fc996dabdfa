import { wasReported } from '../api/index.ts';
import { useErrorLogStore } from '../stores/errorLog.ts';

/**
 * Runtime errors are collected in production builds, as the original console did; a development
 * build collects them too when built or served with VITE_ERROR_LOG=on.
 */
export const ERROR_LOG_ENABLED = import.meta.env.PROD || import.meta.env.VITE_ERROR_LOG === 'on';

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? '' };
  return { message: typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason), stack: '' };
}

/** Adds an error to the log (when collecting): `info` says where it came from. */
export function logError(reason: unknown, info: string): void {
  if (!ERROR_LOG_ENABLED) return;
  useErrorLogStore.getState().add({ ...describe(reason), info, url: window.location.href });
}

/**
 * Collects what nothing caught: script errors and rejected promises nobody handled. Errors in a
 * view's rendering are logged by the view's error boundary (with the component stack).
 * Returns the function that stops collecting.
 */
/**
 * The browser's notice that a ResizeObserver callback changed a size it observes (a map's popup
 * sets it off): the rest is delivered in the next frame; it is no program error to show staff.
 */
const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop/;

export function collectRuntimeErrors(): () => void {
  if (!ERROR_LOG_ENABLED) return () => undefined;
  const onError = (event: ErrorEvent) => {
    if (RESIZE_OBSERVER_NOTICE.test(event.message ?? '')) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window';
    logError(event.error ?? event.message, `window.onerror (${where})`);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    // A failed call the request wrapper has already shown to the user is not a program error.
    if (!wasReported(event.reason)) logError(event.reason, 'unhandledrejection');
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
