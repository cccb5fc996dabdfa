import type { FocusType } from '@ews/contract';
import { readableDivisionName } from '@ews/contract/division-names';
import { useAppStore } from '../../stores/app.ts';
import { focusTypeName } from '../domain/labels.tsx';
import { placeName, type PublicPlace } from './place-names.ts';

/** focusTypeName in the interface language, following language switches. */
export function useFocusTypeName(): (focusType: FocusType) => string {
  const language = useAppStore((state) => state.language);
  return (focusType) => focusTypeName(focusType, language);
}

/** A public page's place in the interface language (placeName), its county's pinyin as the reader writes it; the Chinese names where the server sent no pinyin. */
export function usePlaceName(): (place: PublicPlace) => string {
  const language = useAppStore((state) => state.language);
  return (place) =>
    placeName(place, language, place.countyLatin === undefined ? undefined : readableDivisionName(place.countyLatin, language)) ??
    [place.provinceName, place.countyName].filter(Boolean).join(' ');
}
