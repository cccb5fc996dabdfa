import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { registerFeedback, type Feedback, type Notice } from '../app/feedback.ts';
import { SvgIcon } from './SvgIcon.tsx';
import './toasts.css';

type Kind = 'success' | 'error';

interface Toast {
  id: number;
  kind: Kind;
  content: string;
}

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled } as const;

let toasts: readonly Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: Kind, { content, duration = 3 }: Notice): void {
  const id = nextId++;
  publish([...toasts, { id, kind, content }]);
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), duration * 1000);
}

const toastFeedback: Feedback = { error: (notice) => show('error', notice), success: (notice) => show('success', notice) };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sign-in page's messages (a request's error toast, the language switch's confirmation) in the
 * look of antd's message, which that page loads without; registered as the page's feedback.
 */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  useLayoutEffect(() => {
    registerFeedback(toastFeedback);
    return () => registerFeedback(null);
  }, []);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {shown.map((toast) => (
        <div key={toast.id} className="toast">
          <SvgIcon icon={ICONS[toast.kind]} className={`toast-icon toast-${toast.kind}`} />
          <span>{toast.content}</span>
        </div>
      ))}
    </div>
  );
}
