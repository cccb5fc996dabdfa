/** The measurements (decimals, may stay empty) and counts (whole numbers, empty means 0) of a survey. */
export const MEASURES = ['hostDensity', 'captureRate', 'infestationRate', 'fleaIndex', 'burrowFleaIndex', 'freeFleaIndex'] as const;
export const COUNTS = ['animalsExamined', 'bacteriologySamples', 'isolatesHost', 'isolatesVector', 'seraTested', 'seraPositive', 'deadRodentsFound', 'deadRodentsPositive', 'deadRodentsPending', 'suspectedHumanCases'] as const;

export type Measure = (typeof MEASURES)[number];
export type Count = (typeof COUNTS)[number];
export type Text = 'surveyUnit' | 'hostSpecies' | 'vectorSpecies' | 'maxTitre' | 'notes';
export type SurveyField = 'sourceId' | 'surveyDate' | Measure | Count | Text;

export const isMeasure = (field: SurveyField): field is Measure => (MEASURES as readonly string[]).includes(field);
export const isCount = (field: SurveyField): field is Count => (COUNTS as readonly string[]).includes(field);

/** The longest text each text field takes (the contract's survey schema's). */
export const TEXT_MAX_LENGTH: Record<Text, number> = { surveyUnit: 100, hostSpecies: 200, vectorSpecies: 200, maxTitre: 8, notes: 2000 };

/** A survey's fields in the groups and order the form and the view show them in. */
export const SURVEY_GROUPS: readonly { title: 'where' | 'hosts' | 'vectors' | 'laboratory' | 'field'; fields: readonly SurveyField[] }[] = [
  { title: 'where', fields: ['sourceId', 'surveyDate', 'surveyUnit'] },
  { title: 'hosts', fields: ['hostSpecies', 'hostDensity', 'captureRate', 'animalsExamined', 'infestationRate'] },
  { title: 'vectors', fields: ['fleaIndex', 'burrowFleaIndex', 'freeFleaIndex', 'vectorSpecies'] },
  { title: 'laboratory', fields: ['bacteriologySamples', 'isolatesHost', 'isolatesVector', 'seraTested', 'seraPositive', 'maxTitre'] },
  { title: 'field', fields: ['deadRodentsFound', 'deadRodentsPositive', 'deadRodentsPending', 'suspectedHumanCases', 'notes'] },
];

/** The message key of a field's label. */
export function surveyLabelKey(field: SurveyField): string {
  if (field === 'sourceId') return 'surveillance.source';
  if (field === 'surveyDate') return 'surveillance.survey.date';
  return `surveillance.survey.${field === 'surveyUnit' ? 'unit' : field}`;
}
