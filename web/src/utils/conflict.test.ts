import { codeMessages } from '@ews/contract/messages';
import { ApiError } from '@ews/contract/protocol/envelope';
import { describe, expect, it } from 'vitest';
import { isVersionConflict } from './conflict.ts';

describe('isVersionConflict', () => {
  it('is a 40900 with the code’s own text, in any language', () => {
    for (const text of Object.values(codeMessages[40900])) expect(isVersionConflict(new ApiError(40900, text, 409))).toBe(true);
  });

  it('is not a 40900 that says what is taken, nor another code', () => {
    expect(isVersionConflict(new ApiError(40900, 'This username is already taken', 409))).toBe(false);
    expect(isVersionConflict(new ApiError(40300, codeMessages[40900].en, 403))).toBe(false);
    expect(isVersionConflict(new Error(codeMessages[40900].en))).toBe(false);
  });
});
