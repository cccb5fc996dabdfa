const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §9's default date format, year-month-day hour:minute:second, in local time; '' for no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Ten-digit timestamps are seconds (SPEC §9).
  const date = typeof value === 'number' && String(Math.trunc(value)).length === 10 ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The 'YYYY-MM-DD' of a date picker value (anything with dayjs' format()). */
export function pickerDate(value: { format(template: string): string } | null | undefined): string | undefined {
  return value ? value.format('YYYY-MM-DD') : undefined;
}
