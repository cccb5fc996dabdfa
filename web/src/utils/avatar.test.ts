import { describe, expect, it } from 'vitest';
import { coverSquare, dataUrlBytes } from './avatar.ts';

describe('avatar helpers', () => {
  it('counts the bytes of a base64 data URL', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('\0'.repeat(256 * 1024))}`)).toBe(256 * 1024);
  });

  it('keeps the centred square of a picture', () => {
    expect(coverSquare(640, 400)).toEqual({ x: 120, y: 0, side: 400 });
    expect(coverSquare(80, 200)).toEqual({ x: 0, y: 60, side: 80 });
  });
});
