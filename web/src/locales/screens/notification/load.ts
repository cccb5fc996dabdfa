import type { Language } from '@ews/contract';
import { messageChunk } from '../../chunk.ts';
import type { NotificationMessages } from './en.ts';

/** The messages of system/notification, a chunk per language that only that screen loads. */
const notification = messageChunk({
  en: () => import('./en.ts'),
  zh: () => import('./zh.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
} satisfies Record<Language, () => Promise<{ default: NotificationMessages }>>);

export const useNotificationMessages = notification.useMessages;
