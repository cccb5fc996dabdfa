import type { FocusType, Language } from '@ews/contract';
import { isLanguage } from '@ews/contract/enums';
import { useTranslation } from 'react-i18next';
import { focusTypeName } from '../domain/labels.tsx';
import { countyOfPlaceLatin, placeName, type PublicPlace } from './place-names.ts';

/** The interface language, English until i18next has one of ours. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** focusTypeName in the interface language, following language switches. */
export function useFocusTypeName(): (focusType: FocusType) => string {
  const language = useLanguage();
  return (focusType) => focusTypeName(focusType, language);
}

/**
 * A public page's place in the interface language (placeName); the server's placeLatin whole, or
 * the Chinese names, where the province is not one placeName knows.
 */
export function usePlaceName(): (place: PublicPlace) => string {
  const language = useLanguage();
  return (place) => placeName(place, language, countyOfPlaceLatin(place)) ?? place.placeLatin ?? [place.provinceName, place.countyName].filter(Boolean).join(' ');
}
