/** A suspected bubonic case with every required field, reported by `reportingUnit`: a test adds its place. */
export const suspectedCase = (reportingUnit: string) =>
  ({
    reportAt: '2026-07-15T11:00:00+08:00',
    diagnosisAt: '2026-07-15T09:30:00+08:00',
    onsetDate: '2026-07-13',
    sex: 'male',
    occupation: 'herdsman',
    exposure: 'hunting',
    clinicalForm: 'bubonic',
    classification: 'suspected',
    confirmationMethod: 'unknown',
    outcome: 'underTreatment',
    reportingUnit,
  }) as const;
