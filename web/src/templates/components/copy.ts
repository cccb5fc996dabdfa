import { withFeedback } from '../../app/feedback.ts';
import { i18n } from '../../locales/index.ts';

/** Copies `text` with the browser's clipboard API and says whether it worked (a page without the permission cannot). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    withFeedback((feedback) => feedback.success({ content: i18n.t('templates.clipboard.copied') }));
    return true;
  } catch {
    withFeedback((feedback) => feedback.error({ content: i18n.t('templates.clipboard.failed') }));
    return false;
  }
}
