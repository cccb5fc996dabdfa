import type { FocusType } from '@ews/contract';
import { FOCUS_TYPES } from '@ews/contract/domain';
import { isLanguage } from '@ews/contract/enums';
import { useTranslation } from 'react-i18next';

/** Focus type names come with the contract in all four languages; this picks the interface's. */
export function useFocusTypeName(): (focusType: FocusType) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (focusType) => FOCUS_TYPES[focusType][language];
}
