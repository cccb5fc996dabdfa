import { LineChartOutlined } from '@ant-design/icons';
import type { FocusType, Survey } from '@ews/contract';
import { surveillanceEndpoints } from '@ews/contract/endpoints/surveillance';
import { Permissions } from '@ews/contract/permissions';
import { App, Button, Card, Drawer, Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotRecorded } from '../../../components/NotRecorded.tsx';
import { RecordTable } from '../../../components/ListControls.tsx';
import { useRecordTransfer } from '../../../components/RecordTransfer.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { surveyResource } from '../../resources.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatMeasure, pickerDate } from '../../../utils/format.ts';
import { focusTypeName, focusTypeOptions } from '../../../components/domain/labels.tsx';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';
import { SurveyDetailDrawer } from './SurveyDetailDrawer.tsx';
import { SurveyFormDrawer } from './SurveyFormDrawer.tsx';
import { engineVerdict } from '../engineVerdict.ts';

// ECharts arrives with the first chart opened, not with the list.
const SeriesChart = lazy(() => import('./SeriesChart.tsx'));

type PickerValue = { format(template: string): string } | null;

interface FilterValues {
  sourceId?: number | null;
  focusType?: FocusType;
  dates?: [PickerValue, PickerValue] | null;
}

const toFilters = ({ sourceId, focusType, dates }: FilterValues) => ({ sourceId: sourceId ?? undefined, focusType, from: pickerDate(dates?.[0]), to: pickerDate(dates?.[1]) });

/** 'part / whole', or just the part when nothing was tested. */
const ofWhole = (part: number, whole: number) => (whole > 0 ? `${part} / ${whole}` : String(part));

/**
 * surveillance/surveyList: the field surveys newest first, by source point, dates
 * and focus type; add and edit in a drawer, import from Excel and export what the filters match,
 * and each point's host density and flea index over time against its thresholds. Every write is
 * evaluated by the engine.
 */
export default function SurveyList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useAppStore((state) => state.language);
  const records = useRecordList(surveyResource, {
    toFilters,
    confirmDelete: (surveys) => ({
      title: surveys.length === 1 ? t('surveillance.survey.deleteOne', { source: surveys[0]!.sourceCode, date: surveys[0]!.surveyDate }) : t('surveillance.survey.deleteMany', { count: surveys.length }),
      content: t('surveillance.survey.deleteHint'),
    }),
  });
  const { query, remove } = records;
  // A survey has no code of its own: every row of an import is a new survey, one repeating a stored survey is left alone.
  const transfer = useRecordTransfer({
    query,
    importTitle: t('surveillance.survey.importTitle'),
    importEndpoint: surveillanceEndpoints.surveyImport,
    template: surveillanceEndpoints.surveyImportTemplate,
    importPermission: Permissions.SURVEY_ADD,
    exportEndpoint: surveillanceEndpoints.surveyExport,
    exportPermission: Permissions.SURVEY_EXPORT,
    onImported: records.refresh,
    updatable: false,
  });
  const [editing, setEditing] = useState<{ surveyId?: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [charted, setCharted] = useState<Pick<Survey, 'sourceId' | 'sourceCode' | 'sourceName'> | null>(null);

  /** After a save, says what the engine made of it: the point's risk now. */
  async function onSaved(survey: Survey) {
    // The list reloads itself: the save is announced to it.
    setEditing(null);
    void message.success(await engineVerdict(survey, t));
  }

  const measure = (value: number | null) => (value === null ? <NotRecorded /> : formatMeasure(value, language));
  const columns: ListColumn<Survey>[] = [
    { title: t('surveillance.survey.date'), dataIndex: 'surveyDate', key: 'surveyDate', fixed: 'left', essential: true },
    { title: t('surveillance.source'), key: 'source', essential: true, wrap: 200, render: (_value, survey) => `${survey.sourceCode} ${survey.sourceName}` },
    { title: t('surveillance.survey.hostDensity'), dataIndex: 'hostDensity', key: 'hostDensity', essential: true, width: 110, align: 'right', render: measure },
    { title: t('surveillance.survey.captureRate'), dataIndex: 'captureRate', key: 'captureRate', essential: true, width: 110, align: 'right', render: measure },
    { title: t('surveillance.survey.fleaIndex'), dataIndex: 'fleaIndex', key: 'fleaIndex', essential: true, width: 110, align: 'right', render: measure },
    { title: t('surveillance.survey.isolates'), key: 'isolates', align: 'right', render: (_value, survey) => survey.isolatesHost + survey.isolatesVector },
    { title: t('surveillance.survey.serology'), key: 'serology', align: 'right', render: (_value, survey) => ofWhole(survey.seraPositive, survey.seraTested) },
    { title: t('surveillance.survey.deadRodents'), key: 'deadRodents', align: 'right', render: (_value, survey) => ofWhole(survey.deadRodentsPositive, survey.deadRodentsFound) },
    { title: t('surveillance.survey.humanCases'), dataIndex: 'suspectedHumanCases', key: 'humanCases', align: 'right' },
    { title: t('surveillance.focusType'), dataIndex: 'focusType', key: 'focusType', wrap: 220, render: (focusType: FocusType) => focusTypeName(focusType, language) },
    actionsColumn(t, (survey) => (
      <RowActions
        wrap={false}
        actions={[
          // Everyone reads a survey's notes and species (as a source point's and an outbreak's); those who may, edit it.
          { label: t('common.view'), onClick: () => setViewing(survey.surveyId), testId: 'survey-view' },
          { label: t('button.edit'), onClick: () => setEditing({ surveyId: survey.surveyId }), testId: 'survey-edit', permission: Permissions.SURVEY_EDIT },
          { label: t('button.delete'), onClick: () => remove([survey]), testId: 'survey-delete', permission: Permissions.SURVEY_DELETE, danger: true },
        ]}
      >
        <Button
          type="link"
          size="small"
          icon={<LineChartOutlined />}
          onClick={() => setCharted(survey)}
          title={t('surveillance.survey.trend')}
          aria-label={t('surveillance.survey.trend')}
          data-testid="survey-trend"
        />
      </RowActions>
    )),
  ];
  const layout = useColumnLayout('surveyList', columns);

  return (
    <Card className="list-page" data-testid="survey-page" data-tour="survey-list">
      <ListFilters {...records.filterProps} prefix="survey" onReset={records.onReset}>
        <Form.Item name="sourceId" label={t('surveillance.source')}>
          <SourceSelect style={{ width: 280 }} data-testid="survey-filter-source" />
        </Form.Item>
        <DateRangeFilter name="dates" label={t('surveillance.dateRange')} testId="survey-filter-dates" />
        <ChoiceFilter name="focusType" label={t('surveillance.focusType')} options={focusTypeOptions(language)} width={260} searchable testId="survey-filter-focus" />
      </ListFilters>

      <RecordTable prefix="survey" records={records} layout={layout} onAdd={() => setEditing({})} {...transfer.toolbar} />
      {transfer.dialogs}

      {viewing !== null && (
        <SurveyDetailDrawer
          surveyId={viewing}
          onEdit={() => {
            setViewing(null);
            setEditing({ surveyId: viewing });
          }}
          onClose={() => setViewing(null)}
        />
      )}
      {editing && (
        <SurveyFormDrawer
          surveyId={editing.surveyId}
          sourceId={query.sourceId as number | undefined}
          onClose={() => setEditing(null)}
          onSaved={(survey) => void onSaved(survey)}
        />
      )}
      <Drawer
        open={charted !== null}
        title={charted ? t('surveillance.chart.title', { source: `${charted.sourceCode} ${charted.sourceName}` }) : ''}
        size={880}
        onClose={() => setCharted(null)}
        destroyOnHidden
        data-testid="survey-trend-drawer"
      >
        {charted && (
          <Suspense fallback={<PageSpinner />}>
            <SeriesChart sourceId={charted.sourceId} />
          </Suspense>
        )}
      </Drawer>
    </Card>
  );
}
