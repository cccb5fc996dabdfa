import type { SurveyFields } from '@ews/contract';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { Alert, App, Button, Card, ConfigProvider, DatePicker, Empty, Form, Input, Select, Space } from 'antd';
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

/** What a gloved finger hits without aiming: every control at least this tall (px). */
const TARGET_HEIGHT = 52;

/** The console's date format, year-month-day. */
const DATE_FORMAT = 'YYYY-MM-DD';

/** The measurements a field team reads off on site; the rest of a survey is typed in the console later. */
const MEASURES = ['hostDensity', 'fleaIndex'] as const;
const COUNTS = ['animalsExamined', 'isolatesHost', 'isolatesVector', 'deadRodentsFound', 'deadRodentsPositive', 'suspectedHumanCases'] as const;
/** The figures a survey records, each a number box of the screen. */
const FIGURES = [...MEASURES, ...COUNTS];
/** Where the step buttons stop: the schema's bounds (none below 0). */
const BOUNDS = Object.fromEntries(FIGURES.map((name) => [name, numberBounds(surveySaveSchema, name)]));

interface FieldValues {
  sourceId: number | null;
  surveyDate: string;
  notes: string;
  [measure: string]: number | string | null;
}

const emptyValues = (): FieldValues => ({
  sourceId: null,
  surveyDate: localToday(),
  notes: '',
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
    points.push(...list.map(({ sourceId, code, name, longitude, latitude }) => ({ sourceId, code, name, longitude, latitude })));
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
 * online): the engine's verdict for an entry this screen is sending (its "Sending…" message turns
 * into it), and the others counted in one message. Answers the ids of the entries being sent.
 */
function useSentMessages() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sendingOwn = useRef(new Set<string>());
  useEffect(
    () =>
      onSent((stored) => {
        const own = stored.filter((survey) => survey.clientId !== null && sendingOwn.current.has(survey.clientId));
        for (const survey of own) {
          const key = survey.clientId!;
          sendingOwn.current.delete(key);
          void engineVerdict(survey, t).then((text) => message.success({ key, content: text }));
        }
        const others = stored.length - own.length;
        if (others > 0) void message.success(t('surveillance.field.sentCount', { count: others }));
      }),
    [t, message],
  );
  return sendingOwn;
}

/**
 * surveillance/fieldEntry: survey entry on a phone in the field, with or without a network. An
 * entry is checked with the contract's survey schema, kept on the device (IndexedDB) under the
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
  const [position, setPosition] = useState<Position>();
  const [locating, setLocating] = useState(false);

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
  const entered = Form.useWatch((values: FieldValues) => Boolean(values.notes?.trim()) || FIGURES.some((name) => values[name] !== null && values[name] !== undefined), form);
  useUnsavedChangesGuard(Boolean(entered));

  const { rule, saving, onSubmit } = useSchemaSubmit(surveySaveSchema, form, prepare, async (survey) => {
    const point = points.find((candidate) => candidate.sourceId === survey.sourceId);
    const { surveyId: _id, version: _version, clientId: _clientId, ...fields } = survey;
    const clientId = crypto.randomUUID();
    await putEntry({
      clientId,
      userId,
      enteredAt: Date.now(),
      survey: fields as SurveyFields,
      sourceLabel: point ? `${point.code} ${point.name}` : String(survey.sourceId),
    });
    form.setFieldsValue({ ...emptyValues(), sourceId: survey.sourceId, surveyDate: survey.surveyDate });
    if (navigator.onLine) void sendNew(clientId);
    else void message.success(t('surveillance.field.kept'));
  });

  const ordered = useMemo(() => (position ? nearestFirst(points, position) : points), [points, position]);
  const options = ordered.map((point) => ({
    value: point.sourceId,
    label: position ? `${point.code} ${point.name} · ${t('surveillance.field.km', { km: distanceKm(point, position).toFixed(1) })}` : `${point.code} ${point.name}`,
  }));

  function locate() {
    if (!('geolocation' in navigator)) {
      void message.warning(t('surveillance.field.noPosition'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = { longitude: coords.longitude, latitude: coords.latitude };
        setPosition(here);
        const nearest = nearestFirst(points, here)[0];
        if (nearest) form.setFieldsValue({ sourceId: nearest.sourceId });
      },
      () => {
        setLocating(false);
        void message.warning(t('surveillance.field.noPosition'));
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  }

  const number = (name: string, decimal: boolean) => (
    <Form.Item key={name} name={name} label={t(`surveillance.survey.${name}`)} rules={[rule(name)]} className="field-entry-cell">
      <NumberInput bounds={BOUNDS[name]} inputMode={decimal ? 'decimal' : 'numeric'} style={{ width: '100%' }} data-testid={`field-${name}`} />
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
        <Card>
          <Form form={form} layout="vertical" initialValues={emptyValues()} autoComplete="off">
            <Button block onClick={locate} loading={locating} data-testid="field-locate" className="field-entry-locate">
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
            <div className="field-entry-grid">
              {MEASURES.map((name) => number(name, true))}
              {COUNTS.map((name) => number(name, false))}
            </div>
            <Form.Item name="notes" label={t('surveillance.survey.notes')} rules={[rule('notes')]}>
              <Input.TextArea rows={2} maxLength={2000} data-testid="field-notes" />
            </Form.Item>
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
              <div>
                <strong>{entry.sourceLabel}</strong> · {entry.survey.surveyDate}
              </div>
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
