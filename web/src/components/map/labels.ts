import type { FocusType } from '@ews/contract';
import { isLanguage } from '@ews/contract/enums';
import { useTranslation } from 'react-i18next';
import { focusTypeName } from '../domain/labels.tsx';

/** focusTypeName in the interface language, following language switches. */
export function useFocusTypeName(): (focusType: FocusType) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (focusType) => focusTypeName(focusType, language);
}
