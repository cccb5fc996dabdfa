import { DEFAULT_AES_KEY, decryptData, encryptData, signParams } from '@ews/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encryptDataNative, signParamsNative } from '../../src/http/native-protocol.ts';

const jsonValue = fc.jsonValue().filter((value) => value !== undefined);
const params = fc.dictionary(fc.string({ unit: 'grapheme' }), fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer())));

describe('the server’s native protocol matches the contract’s', () => {
  it('signs exactly as the browser does', () => {
    fc.assert(
      fc.property(params, (p) => {
        expect(signParamsNative(p)).toBe(signParams(p));
      }),
    );
  });

  it('encrypts exactly as the browser does, and the browser decrypts it', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(encryptDataNative(value, DEFAULT_AES_KEY)).toBe(encryptData(value));
        expect(decryptData(encryptDataNative(value, DEFAULT_AES_KEY))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('keeps each key’s cipher apart when answers under two keys interleave', () => {
    const otherKey = 'another-16-bytes';
    fc.assert(
      fc.property(jsonValue, jsonValue, (first, second) => {
        expect(encryptDataNative(first, DEFAULT_AES_KEY)).toBe(encryptData(first));
        expect(encryptDataNative(second, otherKey)).toBe(encryptData(second, otherKey));
      }),
    );
  });
});
