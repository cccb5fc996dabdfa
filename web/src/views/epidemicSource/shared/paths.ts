/** The form screens, as the seeded menus route them (hidden pages under the EpidemicSource directory). */
export const SOURCE_LIST_PATH = '/epidemicSource/sourceList';
export const SOURCE_FORM_PATH = '/epidemicSource/addSource';
export const OUTBREAK_LIST_PATH = '/epidemicSource/historyList';
export const OUTBREAK_FORM_PATH = '/epidemicSource/editHistory';

/** A form screen for one record: `?id=`, with `&mode=view` for read only. */
export function recordPath(formPath: string, id: number, mode?: 'view'): string {
  return `${formPath}?id=${id}${mode ? `&mode=${mode}` : ''}`;
}
