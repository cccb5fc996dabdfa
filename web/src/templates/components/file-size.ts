/** Byte units as every language of the console writes them. */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file's size in the largest unit that keeps it at 1 or more (1024 to the next), its number as the language writes it: '1.5 MB', '1,5 MB'. */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${UNITS[unit]}`;
}
