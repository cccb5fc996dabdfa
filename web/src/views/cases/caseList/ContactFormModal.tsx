import type { CaseContact } from '@ews/contract';
import { CONTACT_FOLLOW_UP_DAYS, CONTACT_RELATIONS } from '@ews/contract/domain';
import { contactSaveSchema } from '@ews/contract/schemas/cases';
import { latestToday } from '@ews/contract/schemas/common';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { valuesOf, type FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { numberBounds } from '../../../utils/number-bounds.ts';
import { contactResource } from '../../resources.ts';
import { termOptions } from '../shared/case-display.tsx';

/** Fever from 37.5 °C: a temperature typed at or above it ticks the day's fever box. */
const FEVER_CELSIUS = 37.5;
const DATE = 'YYYY-MM-DD';
const TEMPERATURE = numberBounds(contactSaveSchema.shape.followUps.unwrap().element, 'temperature');

interface DayValues {
  date: Dayjs | null;
  temperature: number | null;
  fever: boolean;
  note: string;
}

type ContactFormValues = FormValuesOf<typeof contactResource, { lastExposureDate: Dayjs | null; followUps: DayValues[] }, 'caseId'>;

const EMPTY: ContactFormValues = { label: '', relation: 'household', lastExposureDate: null, prophylaxis: '', followUps: [], notes: '' };

const toValues = (contact: CaseContact): ContactFormValues => ({
  ...valuesOf(contact, EMPTY),
  lastExposureDate: dayjs(contact.lastExposureDate),
  followUps: contact.followUps.map((day) => ({ ...day, date: dayjs(day.date) })),
});

/** The day after the last one written (the first after the last exposure), never after today. */
function nextDay(values: ContactFormValues): Dayjs {
  const last = values.followUps?.at(-1)?.date ?? values.lastExposureDate;
  const next = last ? last.add(1, 'day') : dayjs();
  return next.format(DATE) > latestToday() ? dayjs() : next;
}

interface ContactFormModalProps {
  caseId: number;
  /** The contact to edit, as the case's page holds it; none to add one. */
  contact?: CaseContact | undefined;
  onClose(): void;
  onSaved(): void;
}

/**
 * A contact of a case and its daily follow-up, a row a day for the 9 days after the last exposure:
 * the temperature when taken and whether there was fever. A label, never a name.
 */
export function ContactFormModal({ caseId, contact, onClose, onSaved }: ContactFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContactFormValues>();
  const [initialValues] = useState(EMPTY);
  const editor = useRecordForm(contactResource, {
    id: contact?.contactId,
    record: contact,
    form,
    schema: contactSaveSchema,
    initialValues,
    toValues,
    toInput: ({ lastExposureDate, followUps, ...rest }) => ({
      ...rest,
      caseId,
      lastExposureDate: lastExposureDate?.format(DATE),
      followUps: (followUps ?? []).map(({ date, ...day }) => ({ ...day, date: date?.format(DATE) })),
    }),
    savedText: () => t('cases.contacts.saved'),
    onSaved,
    onValuesChange: (changed) => {
      changed.followUps?.forEach((day, index) => {
        if (day?.temperature !== undefined && day.temperature !== null && day.temperature >= FEVER_CELSIUS) form.setFieldValue(['followUps', index, 'fever'], true);
      });
    },
  });
  const { rule } = editor;

  return (
    <RecordFormModal prefix="contact" title={contact ? t('cases.contacts.editTitle', { label: contact.label }) : t('cases.contacts.addTitle')} width={760} editor={editor} onClose={onClose}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="label" label={t('cases.labels.label')} required extra={t('cases.contacts.labelHint')} rules={[rule('label')]}>
            <Input maxLength={64} data-testid="contact-form-label" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="relation" label={t('cases.labels.relation')} required rules={[rule('relation')]}>
            <Select options={termOptions(t, 'relations', CONTACT_RELATIONS)} data-testid="contact-form-relation" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastExposureDate" label={t('cases.labels.lastExposureDate')} required rules={[rule('lastExposureDate')]}>
            <DatePicker format={DATE} style={{ width: '100%' }} data-testid="contact-form-lastExposure" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="prophylaxis" label={t('cases.labels.prophylaxis')} rules={[rule('prophylaxis')]}>
            <Input maxLength={100} data-testid="contact-form-prophylaxis" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('cases.labels.followUps')} extra={t('cases.contacts.followUpHint', { days: CONTACT_FOLLOW_UP_DAYS })}>
        <Form.List name="followUps">
          {(days, { add, remove }) => (
            <div className="contact-days" data-testid="contact-form-days">
              {days.map((day, index) => (
                <Row key={day.key} gutter={8} align="top" className="contact-day" data-testid="contact-form-day">
                  <Col xs={12} sm={7}>
                    <Form.Item name={[day.name, 'date']} aria-label={t('cases.contacts.day', { day: index + 1 })} rules={[rule(`followUps.${index}.date`)]}>
                      <DatePicker format={DATE} style={{ width: '100%' }} aria-label={t('cases.labels.date')} data-testid="contact-day-date" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={5}>
                    <Form.Item name={[day.name, 'temperature']} rules={[rule(`followUps.${index}.temperature`)]}>
                      <NumberInput bounds={TEMPERATURE} step={0.1} inputMode="decimal" placeholder="°C" aria-label={t('cases.labels.temperature')} style={{ width: '100%' }} data-testid="contact-day-temperature" />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={4}>
                    <Form.Item name={[day.name, 'fever']} valuePropName="checked">
                      <Checkbox data-testid="contact-day-fever">{t('cases.labels.fever')}</Checkbox>
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[day.name, 'note']} rules={[rule(`followUps.${index}.note`)]}>
                      <Input maxLength={200} aria-label={t('cases.labels.note')} placeholder={t('cases.labels.note')} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} sm={2}>
                    <Button type="link" danger onClick={() => remove(day.name)} aria-label={t('cases.contacts.removeDay')} title={t('cases.contacts.removeDay')}>
                      ×
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button
                onClick={() => add({ date: nextDay(form.getFieldsValue(true) as ContactFormValues), temperature: null, fever: false, note: '' } satisfies DayValues)}
                disabled={days.length >= 30}
                data-testid="contact-form-add-day"
              >
                {t('cases.contacts.addDay')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="notes" label={t('cases.labels.notes')} rules={[rule('notes')]}>
        <Input.TextArea maxLength={2000} rows={2} data-testid="contact-form-notes" />
      </Form.Item>
    </RecordFormModal>
  );
}
