/** The surveillance screens, as the seeded menus route them (pages under the Surveillance directory). */
export const SURVEY_LIST_PATH = '/surveillance/surveyList';
export const ALERT_LIST_PATH = '/surveillance/alertList';
