import type { Survey } from '@ews/contract';
import { EditOutlined } from '@ant-design/icons';
import { Permissions } from '@ews/contract/permissions';
import { Button, Descriptions, Drawer, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { NotRecorded } from '../../../components/NotRecorded.tsx';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatMeasure } from '../../../utils/format.ts';
import { isCount, isMeasure, SURVEY_GROUPS, surveyLabelKey, type SurveyField } from './survey-fields.ts';
import './survey-detail.css';

interface SurveyDetailDrawerProps {
  surveyId: number;
  /** For a user who may edit: the same survey in the edit form. */
  onEdit(): void;
  onClose(): void;
}

const loadSurvey = (surveyId: number) => api.surveyGet({ surveyId });

/** The point's code and name, and the notes: too long to share a line. */
const WIDE: ReadonlySet<SurveyField> = new Set(['sourceId', 'notes']);

/** Each group's fields two a line, a wide one on a line of its own (the field before it then filling its line). */
const GROUPS = SURVEY_GROUPS.map(({ title, fields }) => {
  let column = 0;
  return {
    title,
    fields: fields.map((field, index) => {
      const next = fields[index + 1];
      const span = WIDE.has(field) || (next !== undefined && WIDE.has(next) && column === 0) ? ('filled' as const) : 1;
      column = span === 1 ? 1 - column : 0;
      return { field, span };
    }),
  };
});

/**
 * One survey read (a row's View), in the groups the form has, as the console's other records are
 * read (the user and alert details): text, not disabled boxes, and what was not recorded said so.
 */
export function SurveyDetailDrawer({ surveyId, onEdit, onClose }: SurveyDetailDrawerProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [survey, setSurvey] = useState<Survey | null>(null);
  // Could not be loaded (the request wrapper said why): nothing to show.
  useRecordLoad(surveyId, loadSurvey, setSurvey, onClose);

  const notRecorded = <NotRecorded spelled />;
  function value(loaded: Survey, field: SurveyField): ReactNode {
    if (field === 'sourceId') return `${loaded.sourceCode} ${loaded.sourceName}`;
    if (isMeasure(field) || isCount(field)) {
      const figure = loaded[field];
      return figure === null ? notRecorded : formatMeasure(figure, language);
    }
    return loaded[field] || notRecorded;
  }

  return (
    <Drawer
      open
      title={t('surveillance.survey.viewTitle')}
      size={720}
      onClose={onClose}
      extra={
        <Auth permission={[Permissions.SURVEY_EDIT]}>
          <Button type="primary" icon={<EditOutlined />} disabled={!survey} onClick={onEdit} data-testid="survey-detail-edit">
            {t('button.edit')}
          </Button>
        </Auth>
      }
      data-testid="survey-detail"
    >
      {survey ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {GROUPS.map(({ title, fields }) => (
            <Descriptions
              key={title}
              title={t(`surveillance.survey.groups.${title}`)}
              column={{ xs: 1, sm: 2 }}
              size="small"
              bordered
              className="survey-detail-group"
              items={fields.map(({ field, span }) => ({
                key: field,
                label: t(surveyLabelKey(field)),
                span,
                children: (
                  // The notes keep their line breaks.
                  <span style={field === 'notes' ? { whiteSpace: 'pre-wrap' } : undefined} data-testid={`survey-detail-${field}`}>
                    {value(survey, field)}
                  </span>
                ),
              }))}
            />
          ))}
        </Space>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Drawer>
  );
}
