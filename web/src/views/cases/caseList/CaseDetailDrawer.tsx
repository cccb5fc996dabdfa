import type { CaseContact, HumanCaseDetail } from '@ews/contract';
import { EditOutlined } from '@ant-design/icons';
import { CONTACT_FOLLOW_UP_DAYS } from '@ews/contract/domain';
import { Permissions } from '@ews/contract/permissions';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { TintTag } from '../../../components/TintTag.tsx';
import { regionText, useRegionTree } from '../../../components/domain/regions.ts';
import { useReloadOnChange } from '../../../hooks/record-changes.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { ClassificationTag, exposureText, ReportLag, SignalLink } from '../shared/case-display.tsx';
import { ContactFormModal } from './ContactFormModal.tsx';
import { ContactToCaseModal } from './ContactToCaseModal.tsx';
import './cases.css';

interface CaseDetailDrawerProps {
  caseId: number;
  onEdit(): void;
  /** Another case (the one a contact was made): shown in this drawer's place. */
  onOpenCase(caseId: number): void;
  onClose(): void;
}

/** The days of a contact's follow-up as a compact grid: one cell a day, red with fever, the temperature when taken. */
function FollowUpGrid({ contact }: { contact: CaseContact }) {
  const { t } = useTranslation();
  if (contact.followUps.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div className="follow-up-grid" data-testid="contact-follow-up">
      {contact.followUps.map((day, index) => (
        <Tooltip key={day.date} title={`${t('cases.contacts.day', { day: index + 1 })} · ${day.date}${day.note ? ` · ${day.note}` : ''}`}>
          <span className={day.fever ? 'follow-up-day follow-up-fever' : 'follow-up-day'} data-fever={day.fever} data-testid="contact-day">
            <span className="follow-up-date">{day.date.slice(5)}</span>
            <span>{day.temperature === null ? t('cases.contacts.notTaken') : `${day.temperature}°`}</span>
            {day.fever ? <strong>{t('cases.contacts.feverFlag')}</strong> : null}
          </span>
        </Tooltip>
      ))}
    </div>
  );
}

const STATUS_COLOURS = { following: 'blue', cleared: 'green', becameCase: 'red' } as const;

/**
 * One human case read (a row's View): its fields in the programme's terms, the report lag and the
 * signal it raised, then its contacts with their 9-day follow-up. A contact with fever is made a
 * suspected case in one step; the new case then opens here.
 */
export function CaseDetailDrawer({ caseId, onEdit, onOpenCase, onClose }: CaseDetailDrawerProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const { hasPermission } = useAuth();
  const [detail, setDetail] = useState<HumanCaseDetail | null>(null);
  const [contactForm, setContactForm] = useState<{ contact?: CaseContact } | null>(null);
  const [makingCase, setMakingCase] = useState<CaseContact | null>(null);

  // Loaded again after a save of the case or one of its contacts; a case that cannot be read (the request wrapper said why) closes the drawer.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const failed = useEffectEvent(onClose);
  useEffect(() => {
    let current = true;
    api.caseGet({ caseId }).then(
      (loaded) => current && setDetail(loaded),
      () => current && failed(),
    );
    return () => {
      current = false;
    };
  }, [caseId, reloads]);
  useReloadOnChange('caseContact', reload);
  useReloadOnChange('case', reload);

  const mayEdit = hasPermission([Permissions.CASE_EDIT]);
  const mayAdd = hasPermission([Permissions.CASE_ADD]);

  const contactColumns: TableColumnsType<CaseContact> = [
    { title: t('cases.labels.label'), dataIndex: 'label', key: 'label' },
    { title: t('cases.labels.relation'), dataIndex: 'relation', key: 'relation', render: (value: CaseContact['relation']) => t(`cases.relations.${value}`) },
    { title: t('cases.labels.lastExposureDate'), dataIndex: 'lastExposureDate', key: 'lastExposureDate' },
    { title: t('cases.contacts.followUpUntil'), dataIndex: 'followUpUntil', key: 'followUpUntil' },
    {
      title: t('cases.contacts.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: CaseContact['status']) => <TintTag color={STATUS_COLOURS[status]}>{t(`cases.contacts.statuses.${status}`)}</TintTag>,
    },
    { title: t('cases.labels.followUps'), key: 'followUps', render: (_value, contact) => <FollowUpGrid contact={contact} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_value, contact) => (
        <Space wrap size={4}>
          {mayEdit ? (
            <Button type="link" size="small" onClick={() => setContactForm({ contact })} data-testid="contact-edit">
              {t('button.edit')}
            </Button>
          ) : null}
          {contact.becameCaseId !== null ? (
            <Button type="link" size="small" onClick={() => onOpenCase(contact.becameCaseId!)} data-testid="contact-open-case">
              {t('cases.contacts.openCase')}
            </Button>
          ) : mayAdd && contact.followUps.some((day) => day.fever) ? (
            <Button danger size="small" onClick={() => setMakingCase(contact)} data-testid="contact-to-case">
              {t('cases.contacts.toCase')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const items = (shown: HumanCaseDetail): { key: string; label: string; children: ReactNode }[] => [
    { key: 'reportAt', label: t('cases.labels.reportAt'), children: formatDateTime(shown.reportAt) },
    { key: 'diagnosisAt', label: t('cases.labels.diagnosisAt'), children: formatDateTime(shown.diagnosisAt) },
    { key: 'reportLag', label: t('cases.reportLag'), children: <ReportLag hours={shown.reportLagHours} /> },
    { key: 'onsetDate', label: t('cases.labels.onsetDate'), children: shown.onsetDate },
    { key: 'classification', label: t('cases.labels.classification'), children: <ClassificationTag classification={shown.classification} /> },
    { key: 'confirmationMethod', label: t('cases.labels.confirmationMethod'), children: t(`cases.confirmationMethods.${shown.confirmationMethod}`) },
    { key: 'clinicalForm', label: t('cases.labels.clinicalForm'), children: t(`cases.clinicalForms.${shown.clinicalForm}`) },
    { key: 'outcome', label: t('cases.labels.outcome'), children: t(`cases.outcomes.${shown.outcome}`) },
    { key: 'age', label: t('cases.labels.age'), children: shown.age ?? '—' },
    { key: 'sex', label: t('cases.labels.sex'), children: t(`cases.sexes.${shown.sex}`) },
    { key: 'occupation', label: t('cases.labels.occupation'), children: t(`cases.occupations.${shown.occupation}`) },
    { key: 'residence', label: t('cases.residence'), children: [regionText(shown, regions, language), shown.residencePlace].filter(Boolean).join(' · ') },
    { key: 'exposure', label: t('cases.labels.exposure'), children: t(`cases.exposures.${shown.exposure}`) },
    { key: 'exposurePlace', label: t('cases.exposurePoint'), children: exposureText(shown) },
    { key: 'reportingUnit', label: t('cases.labels.reportingUnit'), children: shown.reportingUnit },
    { key: 'cardNumber', label: t('cases.labels.cardNumber'), children: shown.cardNumber || '—' },
    { key: 'signal', label: t('cases.signal'), children: <SignalLink alertId={shown.alertId} /> },
    { key: 'notes', label: t('cases.labels.notes'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{shown.notes || '—'}</span> },
  ];

  return (
    <Drawer
      open
      title={t('cases.viewTitle')}
      size={880}
      onClose={onClose}
      rootClassName="case-drawer"
      extra={
        <Auth permission={[Permissions.CASE_EDIT]}>
          <Button type="primary" icon={<EditOutlined />} disabled={!detail} onClick={onEdit} data-testid="case-detail-edit">
            {t('button.edit')}
          </Button>
        </Auth>
      }
      data-testid="case-detail"
      data-case-id={caseId}
    >
      {detail ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('cases.privacy')} />
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered items={items(detail)} data-testid="case-detail-fields" />
          <div>
            <Space className="case-contacts-head" wrap>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('cases.contacts.title', { count: detail.contacts.length })}
              </Typography.Title>
              {mayEdit ? (
                <Button onClick={() => setContactForm({})} data-testid="contact-add">
                  {t('cases.contacts.add')}
                </Button>
              ) : null}
            </Space>
            <Typography.Paragraph type="secondary">{t('cases.contacts.followUpHint', { days: CONTACT_FOLLOW_UP_DAYS })}</Typography.Paragraph>
            <Table<CaseContact>
              rowKey="contactId"
              size="small"
              columns={contactColumns}
              dataSource={detail.contacts}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('cases.contacts.none') }}
              data-testid="contact-table"
            />
          </div>
        </Space>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
      {contactForm ? <ContactFormModal caseId={caseId} contact={contactForm.contact} onClose={() => setContactForm(null)} onSaved={() => setContactForm(null)} /> : null}
      {makingCase && detail ? (
        <ContactToCaseModal
          contact={makingCase}
          source={detail}
          onClose={() => setMakingCase(null)}
          onMade={(made) => {
            setMakingCase(null);
            onOpenCase(made.caseId);
          }}
        />
      ) : null}
    </Drawer>
  );
}
