import { describe, expect, it } from 'vitest';
import { checkJson, formatJson } from './json-check.ts';

describe('the JSON editor’s check', () => {
  it('gives the value of valid JSON, and lays it out with two-space indents', () => {
    const checked = checkJson('{"a":[1,2],"b":null}');
    expect(checked).toEqual({ valid: true, value: { a: [1, 2], b: null } });
    expect(formatJson(checked.valid && checked.value)).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": null\n}');
  });

  it('says where invalid JSON first goes wrong, by line and column', () => {
    expect(checkJson('{\n  "a": 1,\n  b: 2\n}')).toEqual({ valid: false, line: 3, column: 3 });
    expect(checkJson('[1, 2')).toMatchObject({ valid: false, line: 1 });
  });

  it('refuses what JSON.parse refuses even when the grammar finds no error node', () => {
    expect(checkJson('').valid).toBe(false);
    expect(checkJson('{"a": 1,}').valid).toBe(false);
  });
});
