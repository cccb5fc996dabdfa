import type { SurveyFields } from '@ews/contract';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { Permissions } from '@ews/contract/permissions';
import { Alert, App, Button, Card, ConfigProvider, DatePicker, Empty, Form, Input, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { TintTag } from '../../../components/TintTag.tsx';
import { useSchemaSubmit } from '../../../hooks/useSchemaForm.ts';
import { useUnsavedChangesGuard } from '../../../hooks/useUnsavedChangesGuard.ts';
import { deleteEntry, entriesOf, onEntriesChange, pointsOf, putEntry, savePoints, type FieldEntry, type FieldPoint } from '../../../offline/field-store.ts';
import { onSent, sendWaiting } from '../../../offline/sync.ts';
import { MAX_LIMIT } from '@ews/contract/paging';
import { latestToday } from '@ews/contract/schemas/common';
import { useUserStore } from '../../../stores/user.ts';
import { distanceKm, localToday, nearestFirst, type Position } from './geo.ts';
import { engineVerdict } from '../engineVerdict.ts';
import './field-entry.css';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { numberBounds } from '../../../utils/number-bounds.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useCurrentPosition } from '../../../hooks/useCurrentPosition.ts';
import { CaseEntry } from './CaseEntry.tsx';
import { COUNTS, isCount, isMeasure, MEASURES, SURVEY_GROUPS, surveyLabelKey, TEXT_MAX_LENGTH, type SurveyField } from '../surveyList/survey-fields.ts';

/** What a gloved finger hits without aiming: every control at least this tall (px). */
const TARGET_HEIGHT = 52;

/** The console's date format, year-month-day. */
const DATE_FORMAT = 'YYYY-MM-DD';

/** The figures a survey records, each a number box of the screen. */
const FIGURES = [...MEASURES, ...COUNTS];
/** Where the step buttons stop: the schema's bounds (none below 0). */
const BOUNDS = Object.fromEntries(FIGURES.map((name) => [name, numberBounds(surveySaveSchema, name)]));
/** The text fields: species, unit, titre and notes. */
const TEXTS = Object.keys(TEXT_MAX_LENGTH);

interface FieldValues {
  sourceId: number | null;
  surveyDate: string;
  [field: string]: number | string | null;
}

const emptyValues = (): FieldValues => ({
  sourceId: null,
  surveyDate: localToday(),
  ...Object.fromEntries(TEXTS.map((name) => [name, ''])),
  ...Object.fromEntries(FIGURES.map((name) => [name, null])),
});

/** The form's values as the schema's input: empty boxes left out (measures empty, counts 0). */
function prepare(values: Record<string, unknown>): unknown {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === null || value === '' ? undefined : value]));
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** Every source point in the user's data scope, page by page (the list answers at most MAX_LIMIT a call). */
async function fetchPoints(): Promise<FieldPoint[]> {
  const points: FieldPoint[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await api.sourceList({ page, limit: MAX_LIMIT, sort: 'code' });
    points.push(...list.map(({ sourceId, code, name, longitude, latitude, provinceCode, prefectureCode, countyCode }) => ({ sourceId, code, name, longitude, latitude, provinceCode, prefectureCode, countyCode })));
    if (list.length === 0 || points.length >= total) return points;
  }
}

/**
 * The user's source points: those kept on this device first, then, online, the server's, which are
 * kept in their place. `savedAt` says when the kept ones were fetched.
 */
function usePoints(userId: number, online: boolean) {
  const [points, setPoints] = useState<FieldPoint[]>([]);
  const [savedAt, setSavedAt] = useState<string>();
  useEffect(() => {
    let current = true;
    void pointsOf(userId).then((kept) => {
      if (!current || !kept) return;
      setPoints((shown) => (shown.length ? shown : kept.points));
      setSavedAt((shown) => shown ?? kept.savedAt);
    });
    if (online) {
      fetchPoints().then(
        async (fetched) => {
          await savePoints(userId, fetched);
          if (!current) return;
          setPoints(fetched);
          setSavedAt(new Date().toISOString());
        },
        () => undefined, // the kept points stay; the request wrapper said why
      );
    }
    return () => {
      current = false;
    };
  }, [userId, online]);
  return { points, savedAt };
}

/** The user's entries on this device, kept current as they are added, sent and refused. */
function useEntries(userId: number): FieldEntry[] {
  const [entries, setEntries] = useState<FieldEntry[]>([]);
  useEffect(() => {
    let current = true;
    const read = () => void entriesOf(userId).then((list) => current && setEntries(list));
    read();
    const unsubscribe = onEntriesChange(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId]);
  return entries;
}

/**
 * Says what each send stored, whoever started it (this screen, or the console's sender back
 * online): the engine's verdict for a survey this screen is sending (its "Sending…" message turns
 * into it), that a case's signal is raised, and the others counted in one message. Answers the ids
 * of the entries being sent.
 */
function useSentMessages() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sendingOwn = useRef(new Set<string>());
  useEffect(
    () =>
      onSent((stored) => {
        const own = stored.filter((sent) => {
          const clientId = sent.kind === 'case' ? sent.humanCase.clientId : sent.survey.clientId;
          return clientId !== null && sendingOwn.current.has(clientId);
        });
        for (const sent of own) {
          if (sent.kind === 'case') {
            const key = sent.humanCase.clientId!;
            sendingOwn.current.delete(key);
            void message.success({ key, content: t('cases.saved') });
          } else {
            const key = sent.survey.clientId!;
            sendingOwn.current.delete(key);
            void engineVerdict(sent.survey, t).then((text) => message.success({ key, content: text }));
          }
        }
        const others = stored.length - own.length;
        if (others > 0) void message.success(t('surveillance.field.sentCount', { count: others }));
      }),
    [t, message],
  );
  return sendingOwn;
}

/**
 * surveillance/fieldEntry: survey and human case entry on a phone in the field, with or without a
 * network. An entry is checked with the contract's schema, kept on the device (IndexedDB) under the
 * signed-in user, and sent when the network is there; the list below says which wait and which the
 * server refused, and why. The position, when the device gives it, puts the nearest point first.
 */
export default function FieldEntryScreen() {
  const userId = useUserStore((state) => state.userId);
  // The console renders a screen only for a loaded session, which has a user.
  return userId === null ? null : <FieldEntryForm userId={userId} />;
}

function FieldEntryForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FieldValues>();
  const online = useOnline();
  const { points, savedAt } = usePoints(userId, online);
  const entries = useEntries(userId);
  const { hasPermission } = useAuth();
  const entersCases = hasPermission([Permissions.CASE_ADD]);
  const [kind, setKind] = useState<'survey' | 'case'>('survey');
  const [position, setPosition] = useState<Position>();

  const send = useCallback(() => (navigator.onLine ? sendWaiting(userId) : Promise.resolve([])), [userId]);
  const sendingOwn = useSentMessages();

  /** Online, the entry goes at once: "Sending…" turns into what the engine made of it, or, not stored, that it is kept here. */
  async function sendNew(clientId: string) {
    sendingOwn.current.add(clientId);
    void message.loading({ key: clientId, content: t('surveillance.field.sending'), duration: 0 });
    await send();
    if (sendingOwn.current.delete(clientId)) void message.info({ key: clientId, content: t('surveillance.field.kept') });
  }

  // Figures or notes typed and not yet kept: leaving asks first, as the record forms do (the point and the date stay after a save).
  const entered = Form.useWatch(
    (values: FieldValues) => TEXTS.some((name) => Boolean(String(values[name] ?? '').trim())) || FIGURES.some((name) => values[name] !== null && values[name] !== undefined),
    form,
  );
  useUnsavedChangesGuard(Boolean(entered));

  const { rule, saving, onSubmit } = useSchemaSubmit(surveySaveSchema, form, prepare, async (survey) => {
    const point = points.find((candidate) => candidate.sourceId === survey.sourceId);
    const { surveyId: _id, version: _version, clientId: _clientId, ...fields } = survey;
    const clientId = crypto.randomUUID();
    await putEntry({
      kind: 'survey',
      clientId,
      userId,
      enteredAt: Date.now(),
      survey: fields as SurveyFields,
      sourceLabel: point ? `${point.code} ${point.name}` : String(survey.sourceId),
    });
    form.setFieldsValue({ ...emptyValues(), sourceId: survey.sourceId, surveyDate: survey.surveyDate });
    sendOrKeep(clientId);
  });

  /** A new entry kept on the device goes at once when online; offline it waits, and the screen says so. */
  function sendOrKeep(clientId: string) {
    if (navigator.onLine) void sendNew(clientId);
    else void message.success(t('surveillance.field.kept'));
  }

  const ordered = useMemo(() => (position ? nearestFirst(points, position) : points), [points, position]);
  const options = ordered.map((point) => ({
    value: point.sourceId,
    label: position ? `${point.code} ${point.name} · ${t('surveillance.field.km', { km: distanceKm(point, position).toFixed(1) })}` : `${point.code} ${point.name}`,
  }));

  const device = useCurrentPosition(t('surveillance.field.noPosition'));
  const locate = () =>
    device.locate((here) => {
      setPosition(here);
      const nearest = nearestFirst(points, here)[0];
      if (nearest) form.setFieldsValue({ sourceId: nearest.sourceId });
    });

  // Every field of a survey, in the console form's groups and order (SURVEY_GROUPS, which a unit
  // test holds to the contract's schema): what the rules read is entered in the field too.
  function control(name: Exclude<SurveyField, 'sourceId' | 'surveyDate'>) {
    if (isMeasure(name) || isCount(name)) return <NumberInput bounds={BOUNDS[name]} inputMode={isMeasure(name) ? 'decimal' : 'numeric'} style={{ width: '100%' }} data-testid={`field-${name}`} />;
    if (name === 'notes') return <Input.TextArea rows={2} maxLength={TEXT_MAX_LENGTH.notes} data-testid="field-notes" />;
    return <Input maxLength={TEXT_MAX_LENGTH[name]} placeholder={name === 'maxTitre' ? '1:160' : undefined} data-testid={`field-${name}`} />;
  }
  const fieldItem = (name: Exclude<SurveyField, 'sourceId' | 'surveyDate'>) => (
    <Form.Item
      key={name}
      name={name}
      label={t(surveyLabelKey(name))}
      rules={[rule(name)]}
      extra={name === 'maxTitre' ? t('surveillance.survey.maxTitreHint') : undefined}
      className={isMeasure(name) || isCount(name) ? 'field-entry-cell' : 'field-entry-wide'}
    >
      {control(name)}
    </Form.Item>
  );
  const waiting = entries.filter((entry) => entry.rejection === undefined).length;

  return (
    <ConfigProvider componentSize="large" theme={{ token: { controlHeightLG: TARGET_HEIGHT } }}>
      <div className="field-entry" data-testid="field-entry">
        <Space wrap className="field-entry-status">
          <TintTag color={online ? 'green' : 'orange'} data-testid="field-online">
            {t(online ? 'surveillance.field.online' : 'surveillance.field.offline')}
          </TintTag>
          {savedAt ? <span>{t('surveillance.field.pointsKept', { count: points.length, at: formatDateTime(savedAt) })}</span> : null}
        </Space>
        {entersCases ? (
          <Segmented
            block
            value={kind}
            onChange={setKind}
            options={[
              { value: 'survey', label: t('cases.field.survey') },
              { value: 'case', label: t('cases.field.humanCase') },
            ]}
            className="field-entry-kind"
            data-testid="field-kind"
          />
        ) : null}
        {kind === 'case' ? <CaseEntry userId={userId} online={online} points={points} pointOptions={options} onKept={sendOrKeep} /> : null}
        <Card style={kind === 'case' ? { display: 'none' } : undefined}>
          <Form form={form} layout="vertical" initialValues={emptyValues()} autoComplete="off">
            <Button block onClick={locate} loading={device.locating} data-testid="field-locate" className="field-entry-locate">
              {t('surveillance.field.locate')}
            </Button>
            <Form.Item name="sourceId" label={t('surveillance.source')} required rules={[rule('sourceId')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={options}
                placeholder={t('surveillance.field.choosePoint')}
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveillance.field.noPoints')} />}
                data-testid="field-source"
              />
            </Form.Item>
            {/* The console's date format (2026-11-27), as every other screen: a native date box writes the browser's (11/27/2026), whatever the language. */}
            <Form.Item
              name="surveyDate"
              label={t('surveillance.survey.date')}
              required
              rules={[rule('surveyDate')]}
              getValueProps={(value: string) => ({ value: value ? dayjs(value) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : '')}
            >
              <DatePicker
                format={DATE_FORMAT}
                disabledDate={(day) => day.format(DATE_FORMAT) > latestToday()}
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="field-surveyDate"
              />
            </Form.Item>
            {SURVEY_GROUPS.map(({ title, fields }) => (
              <div key={title} className="field-entry-grid">
                {fields.filter((name) => name !== 'sourceId' && name !== 'surveyDate').map(fieldItem)}
              </div>
            ))}
            <Button type="primary" block loading={saving} onClick={() => void onSubmit()} data-testid="field-submit" className="field-entry-submit">
              {t('surveillance.field.keep')}
            </Button>
          </Form>
        </Card>
        <Card
          title={t('surveillance.field.waiting', { count: waiting })}
          extra={
            online && waiting > 0 ? (
              <Button onClick={() => void send()} data-testid="field-send">
                {t('surveillance.field.sendNow')}
              </Button>
            ) : null
          }
        >
          {entries.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveillance.field.nothingWaiting')} /> : null}
          {entries.map((entry) => (
            <div key={entry.clientId} className="field-entry-row" data-testid="field-queued">
              <div>{entry.kind === 'case' ? <CaseEntryLabel entry={entry} /> : <><strong>{entry.sourceLabel}</strong> · {entry.survey.surveyDate}</>}</div>
              {entry.rejection === undefined ? (
                <TintTag color="blue">{t('surveillance.field.waitingOne')}</TintTag>
              ) : (
                <>
                  <Alert type="error" showIcon title={t('surveillance.field.refused', { reason: entry.rejection })} data-testid="field-refusal" />
                  <Space wrap>
                    <Button
                      onClick={() => {
                        const { rejection: _rejection, ...again } = entry;
                        void putEntry(again).then(send);
                      }}
                      data-testid="field-retry"
                    >
                      {t('surveillance.field.retry')}
                    </Button>
                    <Button
                      danger
                      onClick={() =>
                        void modal.confirm({
                          title: t('surveillance.field.discardConfirm'),
                          okText: t('surveillance.field.discard'),
                          okButtonProps: { danger: true },
                          cancelText: t('common.cancel'),
                          onOk: () => deleteEntry(entry),
                        })
                      }
                      data-testid="field-discard"
                    >
                      {t('surveillance.field.discard')}
                    </Button>
                  </Space>
                </>
              )}
            </div>
          ))}
        </Card>
      </div>
    </ConfigProvider>
  );
}

/** A waiting case on the list: its clinical form and classification, when reported, and the point when known. */
function CaseEntryLabel({ entry }: { entry: Extract<FieldEntry, { kind: 'case' }> }) {
  const { t } = useTranslation();
  const { humanCase } = entry;
  return (
    <span data-testid="field-queued-case">
      <strong>{t('cases.field.caseLabel', { form: t(`cases.clinicalForms.${humanCase.clinicalForm}`), classification: t(`cases.classifications.${humanCase.classification}`) })}</strong> ·{' '}
      {formatDateTime(humanCase.reportAt)}
      {entry.sourceLabel ? ` · ${entry.sourceLabel}` : ''}
    </span>
  );
}
