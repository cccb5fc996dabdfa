import type { FocusType } from '@ews/contract';
import { isLanguage } from '@ews/contract/enums';
import { useTranslation } from 'react-i18next';
import { readsHanzi } from '../domain/regions.ts';
import { focusTypeName } from '../domain/labels.tsx';

/** The interface language, English until i18next has one of ours. */
function useLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** focusTypeName in the interface language, following language switches. */
export function useFocusTypeName(): (focusType: FocusType) => string {
  const language = useLanguage();
  return (focusType) => focusTypeName(focusType, language);
}

/** A province and county as the public pages send them: the stored Chinese names, and placeLatin from the server. */
export interface PublicPlace {
  provinceName: string;
  countyName: string;
  placeLatin?: string;
}

/**
 * A public page's place in the interface language: the Chinese names for readers of the
 * characters (readsHanzi), else the server's placeLatin (an English province name, else pinyin);
 * the Chinese names too where the server has no Latin name for the place.
 */
export function usePlaceName(): (place: PublicPlace) => string {
  const language = useLanguage();
  return ({ provinceName, countyName, placeLatin }) => (readsHanzi(language) || !placeLatin ? [provinceName, countyName].filter(Boolean).join(' ') : placeLatin);
}
