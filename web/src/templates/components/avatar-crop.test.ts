import { describe, expect, it } from 'vitest';
import { squareCrop } from './avatar-crop.ts';

describe('the square an avatar is cropped to', () => {
  it('takes the largest square, centred by the middle of either slider', () => {
    expect(squareCrop(400, 200, 1, 0.5, 0.5)).toEqual({ sx: 100, sy: 0, size: 200 });
    expect(squareCrop(200, 400, 1, 0.5, 0)).toEqual({ sx: 0, sy: 0, size: 200 });
  });

  it('narrows the square by the zoom and slides it to either edge', () => {
    expect(squareCrop(400, 200, 2, 1, 1)).toEqual({ sx: 300, sy: 100, size: 100 });
    expect(squareCrop(400, 200, 2, 0, 0)).toEqual({ sx: 0, sy: 0, size: 100 });
  });

  it('keeps the square inside the image whatever the sliders say', () => {
    expect(squareCrop(400, 200, 0.5, 2, -1)).toEqual({ sx: 200, sy: 0, size: 200 });
  });
});
