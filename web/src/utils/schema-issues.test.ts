import { menuSaveSchema } from '@ews/contract/schemas/menus';
import { roleSaveSchema } from '@ews/contract/schemas/roles';
import { updatePasswordInput, userSaveSchema } from '@ews/contract/schemas/users';
import { sourceFieldsSchema } from '@ews/contract/schemas/sources';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { describe, expect, it } from 'vitest';
import { describeIssue, issueField, type FormSchema, type SchemaIssue } from './schema-issues.ts';

/** field -> how its first issue is worded, for an input the schema refuses. */
function wording<T>(schema: FormSchema<T>, input: unknown): Record<string, ReturnType<typeof describeIssue>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const out: Record<string, ReturnType<typeof describeIssue>> = {};
  for (const issue of result.error.issues) out[issueField(issue)] ??= describeIssue(issue);
  return out;
}

const user = { username: 'rita', name: 'Rita', email: '', phone: '', status: 1, introduction: '', roleIds: [] };

describe('contract schema issues as form messages', () => {
  it("uses the schema's own message when it is a contract text key", () => {
    expect(wording(userSaveSchema, { ...user, username: 'x', password: 'short' })).toEqual({
      username: { text: 'validation.username' },
      password: { text: 'validation.passwordPolicy' },
    });
  });

  it('asks for a password when adding, but not when editing', () => {
    expect(wording(userSaveSchema, { ...user, password: '' })).toEqual({ password: { text: 'validation.passwordPolicy' } });
    expect(wording(userSaveSchema, { ...user, userId: 3, version: 2 })).toEqual({});
  });

  it('words empty, too long and out-of-range values with the app’s form messages', () => {
    expect(wording(userSaveSchema, { ...user, name: '', password: 'abcdefg1' })).toEqual({ name: { key: 'form.required' } });
    expect(wording(userSaveSchema, { ...user, introduction: 'x'.repeat(501), password: 'abcdefg1' })).toEqual({
      introduction: { key: 'form.maxLength', values: { max: 500 } },
    });
    expect(wording(roleSaveSchema, { roleKey: 'ok', name: 'Ok', sort: 10_000 })).toEqual({ sort: { key: 'form.max', values: { max: 9999 } } });
    expect(wording(menuSaveSchema, { parentId: null, menuType: 2, name: 'x' })).toEqual({ parentId: { key: 'form.required' } });
    expect(wording(menuSaveSchema, { parentId: 0, menuType: 2, name: 'x', perms: 'no spaces' })).toEqual({ perms: { key: 'form.invalid' } });
  });

  it('says a count with a fraction is not a whole number, not that it is missing', () => {
    expect(wording(surveySaveSchema, { sourceId: 1, surveyDate: '2025-07-01', animalsExamined: 2.5 })).toEqual({ animalsExamined: { key: 'form.integer' } });
  });

  it('says an email address is malformed, not merely "not valid"', () => {
    expect(wording(userSaveSchema, { ...user, email: 'not-an-address', password: 'abcdefg1' })).toEqual({ email: { text: 'validation.email' } });
  });

  it('puts a record-level check on the field it names', () => {
    expect(wording(updatePasswordInput, { oldPassword: 'a', newPassword: 'abcdefg1', confirmPassword: 'abcdefg2' })).toEqual({
      confirmPassword: { text: 'validation.passwordsDiffer' },
    });
  });

  it('asks for a choice left empty ("Required"), and calls a choice that is no option invalid', () => {
    const source = { code: 'QH-632823-001', name: 'Site', provinceCode: '630000', longitude: 98.5, latitude: 37.3 };
    expect(wording(sourceFieldsSchema, source).focusType).toEqual({ key: 'form.required' });
    expect(wording(sourceFieldsSchema, { ...source, focusType: '' }).focusType).toEqual({ key: 'form.required' });
    expect(wording(sourceFieldsSchema, { ...source, focusType: 'unicorn' }).focusType).toEqual({ key: 'form.invalid' });
  });

  it('falls back to "invalid" for anything else', () => {
    const issue: SchemaIssue = { code: 'invalid_union', path: ['email'], message: 'Invalid input' };
    expect(describeIssue(issue)).toEqual({ key: 'form.invalid' });
  });
});
