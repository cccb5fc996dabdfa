import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('a file’s size as the user reads it', () => {
  it('takes the largest unit that keeps the number at 1 or more', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1,023 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });

  it('writes the number as the language does', () => {
    expect(formatFileSize(1536, 'es')).toBe('1,5 KB');
  });
});
