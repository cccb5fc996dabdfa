import type { useAppProps } from 'antd/es/app/context';

/**
 * antd's message, modal and notification bound to the current theme and locale, for code that
 * runs outside React (the request wrapper, the route guard). <FeedbackBridge/> registers them
 * from App.useApp(); anything asked for before that (nothing, in practice: it registers in the
 * first commit) runs once it has. antd's static message/Modal are not used: they ignore the
 * theme and locale, and would add their own renderers to the login page's bundle.
 */
type Feedback = useAppProps;

let current: Feedback | null = null;
const waiting: ((feedback: Feedback) => void)[] = [];

export function registerFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (feedback) for (const run of waiting.splice(0)) run(feedback);
}

export function withFeedback(run: (feedback: Feedback) => void): void {
  if (current) run(current);
  else waiting.push(run);
}
