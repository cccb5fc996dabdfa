import type { CaseContact, HumanCase, HumanCaseDetail } from '@ews/contract';
import { CLINICAL_FORMS } from '@ews/contract/domain';
import { contactToCaseSchema } from '@ews/contract/schemas/cases';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { announceChange } from '../../../hooks/record-changes.ts';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { termOptions } from '../shared/case-display.tsx';

interface Values {
  reportAt: Dayjs | null;
  diagnosisAt: Dayjs | null;
  onsetDate: Dayjs | null;
  clinicalForm: HumanCase['clinicalForm'] | undefined;
  reportingUnit: string;
}

interface ContactToCaseModalProps {
  contact: CaseContact;
  /** The case the contact was exposed to: its reporting unit and clinical form are the first guess. */
  source: HumanCaseDetail;
  onClose(): void;
  onMade(made: HumanCase): void;
}

/**
 * A contact with fever made a suspected case in one step (contactToCase): the times and the
 * clinical form the contact does not give, filled in (now, the first day with fever, the source
 * case's form and unit); one OK raises the new case's urgent signal.
 */
export function ContactToCaseModal({ contact, source, onClose, onMade }: ContactToCaseModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const firstFever = contact.followUps.find((day) => day.fever)?.date;
  const initialValues: Values = {
    reportAt: dayjs(),
    diagnosisAt: dayjs(),
    onsetDate: firstFever ? dayjs(firstFever) : dayjs(),
    clinicalForm: source.clinicalForm,
    reportingUnit: source.reportingUnit,
  };
  const prepare = (values: Record<string, unknown>) => {
    const { reportAt, diagnosisAt, onsetDate, ...rest } = values as unknown as Values;
    return { ...rest, contactId: contact.contactId, version: contact.version, reportAt: reportAt?.format(), diagnosisAt: diagnosisAt?.format(), onsetDate: onsetDate?.format('YYYY-MM-DD') };
  };
  const { rule, saving, onSubmit } = useSchemaSubmit(contactToCaseSchema, form, prepare, async (input) => {
    const made = await api.contactToCase(input);
    announceChange('case');
    void message.success(t('cases.contacts.madeCase'));
    onMade(made);
  });

  return (
    <Modal
      open
      title={t('cases.contacts.toCaseTitle', { label: contact.label })}
      okText={t('cases.contacts.toCase')}
      okButtonProps={{ danger: true, loading: saving, ...({ 'data-testid': 'contact-to-case-ok' } as object) }}
      onOk={() => void onSubmit()}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      data-testid="contact-to-case"
    >
      <p>{t('cases.contacts.toCaseHint')}</p>
      <Form form={form} layout="vertical" initialValues={initialValues} autoComplete="off" name="contact-to-case">
        {(['diagnosisAt', 'reportAt'] as const).map((name) => (
          <Form.Item key={name} name={name} label={t(`cases.labels.${name}`)} required rules={[rule(name)]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <Form.Item name="onsetDate" label={t('cases.labels.onsetDate')} required rules={[rule('onsetDate')]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="clinicalForm" label={t('cases.labels.clinicalForm')} required rules={[rule('clinicalForm')]}>
          <Select options={termOptions(t, 'clinicalForms', CLINICAL_FORMS)} />
        </Form.Item>
        <Form.Item name="reportingUnit" label={t('cases.labels.reportingUnit')} required rules={[rule('reportingUnit')]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
