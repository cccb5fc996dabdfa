import { translateText } from '@ews/contract/messages';
import { App, type FormInstance, type FormRule } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app.ts';
import { describeIssue, issueField, type FormSchema, type SchemaIssue } from '../utils/schema-issues.ts';

/**
 * Validates an antd form with a contract zod schema, the very one the server checks the call
 * with: `rule(field)` is the antd rule of one field (the whole form is parsed, that field's
 * issue shown), `submit()` validates every field and resolves to the parsed values, or to
 * undefined when something is wrong (the errors are then on the fields, the first one scrolled
 * to and focused; issues no field shows,
 * a record-level check, are said in a message). `prepare` turns the
 * form's values into the schema's input (blank optional fields to undefined, ids added).
 */
export function useSchemaForm<T>(schema: FormSchema<T>, form: FormInstance, prepare: (values: Record<string, unknown>) => unknown) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useAppStore((state) => state.language);

  const messageOf = useCallback(
    (issue: SchemaIssue) => {
      const text = describeIssue(issue);
      return 'text' in text ? translateText(text.text, language) : t(text.key, text.values);
    },
    [language, t],
  );

  // reportInput: an issue carries the value it refused, so an empty choice reads as 'Required'.
  const parse = useCallback(() => schema.safeParse(prepare(form.getFieldsValue(true) as Record<string, unknown>), { reportInput: true }), [schema, prepare, form]);

  const rule = useCallback(
    (field: string): FormRule => ({
      validator: async () => {
        const result = parse();
        if (result.success) return;
        const issue = result.error.issues.find((candidate) => issueField(candidate) === field);
        if (issue) throw new Error(messageOf(issue));
      },
    }),
    [parse, messageOf],
  );

  const submit = useCallback(async (): Promise<T | undefined> => {
    try {
      await form.validateFields();
    } catch (error) {
      // The first field in error may be below the fold (of a page, a drawer): shown, and focused.
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      return undefined;
    }
    const result = parse();
    if (result.success) return result.data;
    void message.error(result.error.issues.map(messageOf).join('; '));
    return undefined;
  }, [form, parse, messageOf, message]);

  return { rule, submit, messageOf };
}

/**
 * A form sent in one call: `onSubmit` validates it as useSchemaForm does, then `send`s the
 * parsed values; `saving` holds while the call runs. A call that fails has been shown by the
 * request wrapper.
 */
export function useSchemaSubmit<T>(schema: FormSchema<T>, form: FormInstance, prepare: (values: Record<string, unknown>) => unknown, send: (data: T) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const { rule, submit } = useSchemaForm(schema, form, prepare);

  async function onSubmit() {
    const data = await submit();
    if (data === undefined) return;
    setSaving(true);
    try {
      await send(data);
    } catch {
      // Shown by the request wrapper.
    } finally {
      setSaving(false);
    }
  }

  return { rule, saving, onSubmit };
}
