import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/** A short message at the top of the page; `duration` in seconds (antd's unit), 3 unless given. */
export interface Notice {
  content: string;
  duration?: number;
}

/**
 * The messages and the confirm dialog that code outside React shows (the request wrapper, the
 * route guard, the language switch). Inside the console <FeedbackBridge/> registers antd's, bound
 * to the current theme and locale (antd's static message/Modal ignore both); the sign-in page,
 * which loads without antd, registers its own light messages (components/Toasts.tsx) and no
 * dialog: nothing there asks for one (its calls carry no token to be refused).
 */
export interface Feedback {
  error(notice: Notice): void;
  success(notice: Notice): void;
  confirm?: ModalApi['confirm'];
}

let current: Feedback | null = null;
const waiting: ((feedback: Feedback) => void)[] = [];

export function registerFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (feedback) for (const run of waiting.splice(0)) run(feedback);
}

/** Runs `run` with the page's feedback, or once it has some (either registers in its first commit). */
export function withFeedback(run: (feedback: Feedback) => void): void {
  if (current) run(current);
  else waiting.push(run);
}
