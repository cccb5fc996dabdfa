import { describe, expect, it } from 'vitest';
import { addDays, contactStatus, followUpUntil, isoWeekMonday, reportedLate } from '../../src/modules/cases/queries.ts';

describe('human case figures', () => {
  it('a report is late only past 2 hours after the diagnosis', () => {
    expect(reportedLate('2026-07-15T01:00:00.000Z', '2026-07-15T03:00:00.000Z')).toBe(false);
    expect(reportedLate('2026-07-15T01:00:00.000Z', '2026-07-15T03:00:01.000Z')).toBe(true);
  });

  it.each([
    ['2026-12-07', '2026-12-07'],
    ['2026-12-13T23:59:59.000Z', '2026-12-07'],
    ['2027-01-01', '2026-12-28'],
    ['2024-03-03', '2024-02-26'],
  ])('the ISO week of %s starts on Monday %s', (day, monday) => {
    expect(isoWeekMonday(day)).toBe(monday);
  });

  it('follows a contact for 9 days after the last exposure, across months and leap days', () => {
    expect(followUpUntil('2026-07-14')).toBe('2026-07-23');
    expect(followUpUntil('2028-02-25')).toBe('2028-03-05');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('a contact is followed until its days are past, cleared without fever, a case once it became one', () => {
    const contact = { becameCaseId: null, lastExposureDate: '2026-07-14', followUps: [{ date: '2026-07-15', temperature: 36.5, fever: false, note: '' }] };
    expect(contactStatus(contact, '2026-07-23')).toBe('following');
    expect(contactStatus(contact, '2026-07-24')).toBe('cleared');
    const feverish = { ...contact, followUps: [{ date: '2026-07-16', temperature: 38.4, fever: true, note: '' }] };
    expect(contactStatus(feverish, '2026-08-30')).toBe('following');
    expect(contactStatus({ ...feverish, becameCaseId: 7 }, '2026-07-17')).toBe('becameCase');
  });
});
