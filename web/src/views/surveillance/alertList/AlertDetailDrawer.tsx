import type { AlertDetail, AlertStatus, Survey } from '@ews/contract';
import { translateText } from '@ews/contract/messages';
import { ALERT_TRANSITION_PERMISSION, alertTransitionsOf, isRequest, REQUESTED_END } from '@ews/contract/schemas/surveillance';
import { Alert as Notice, Button, Descriptions, Drawer, Empty, Space, Spin, Table, Timeline, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/index.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useAppStore } from '../../../stores/app.ts';
import { useUserStore } from '../../../stores/user.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { focusTypeName, RiskTag, signalSite } from '../../../components/domain/labels.tsx';
import { formatMeasure } from '../../../utils/format.ts';
import { densityReading, firedCells } from './evidence.ts';
import { alertSubject } from './format.ts';
import { useRegionTree } from '../../../components/domain/regions.ts';
import { AlertStatusTag, explanation } from './labels.tsx';
import { TransitionModal } from './TransitionModal.tsx';

/** A value of the evidence, in red and bold where the alert's rule fired on it. */
function Cell({ value, fired, testId }: { value: string | number; fired: boolean | undefined; testId: string }) {
  return (
    <Typography.Text type={fired ? 'danger' : undefined} strong={fired} data-testid={testId} data-fired={fired ? 'true' : 'false'}>
      {value}
    </Typography.Text>
  );
}

interface AlertDetailDrawerProps {
  alertId: number;
  onClose(): void;
  /** The alert moved along its workflow: the list should show its new status. */
  onChanged(): void;
}

/**
 * One alert with its evidence (the surveys that fired it, their values against the thresholds,
 * the rule's explanation) and its history; the next steps of its workflow for those allowed.
 */
export function AlertDetailDrawer({ alertId, onClose, onChanged }: AlertDetailDrawerProps) {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const [alert, setAlert] = useState<AlertDetail | null>(null);
  const [moving, setMoving] = useState<AlertStatus | null>(null);
  /** Bumped to read the alert again after a step (or a refused one: it may have moved on). */
  const [round, setRound] = useState(0);
  const reload = () => setRound((value) => value + 1);

  useEffect(() => {
    let current = true;
    api.alertGet({ alertId }).then(
      (loaded) => {
        if (current) setAlert(loaded);
      },
      () => undefined, // shown by the request wrapper
    );
    return () => {
      current = false;
    };
  }, [alertId, round]);

  const fired = (survey: Survey) => (alert ? firedCells(alert, survey) : {});
  const densityLabel = t(alert?.thresholds?.densityUnit === 'captureRate' ? 'surveillance.survey.captureRate' : 'surveillance.survey.hostDensity');
  const ofWhole = (part: number, whole: number) => `${part} / ${whole}`;

  const columns: TableColumnsType<Survey> = [
    { title: t('surveillance.survey.date'), dataIndex: 'surveyDate', key: 'surveyDate' },
    { title: densityLabel, key: 'density', align: 'right', render: (_v, survey) => <Cell value={(alert && densityReading(alert, survey)) ?? ''} fired={fired(survey).density} testId="evidence-density" /> },
    { title: t('surveillance.survey.fleaIndex'), key: 'fleaIndex', align: 'right', render: (_v, survey) => <Cell value={survey.fleaIndex ?? ''} fired={fired(survey).fleaIndex} testId="evidence-flea" /> },
    { title: t('surveillance.survey.isolates'), key: 'isolates', align: 'right', render: (_v, survey) => <Cell value={survey.isolatesHost + survey.isolatesVector} fired={fired(survey).isolates} testId="evidence-isolates" /> },
    { title: t('surveillance.survey.serology'), key: 'serology', align: 'right', render: (_v, survey) => <Cell value={ofWhole(survey.seraPositive, survey.seraTested)} fired={fired(survey).serology} testId="evidence-serology" /> },
    { title: t('surveillance.survey.deadRodents'), key: 'deadRodents', align: 'right', render: (_v, survey) => <Cell value={ofWhole(survey.deadRodentsPositive, survey.deadRodentsFound)} fired={fired(survey).deadRodents} testId="evidence-dead" /> },
    { title: t('surveillance.survey.deadRodentsPending'), key: 'deadPending', align: 'right', render: (_v, survey) => <Cell value={survey.deadRodentsPending} fired={fired(survey).deadPending} testId="evidence-dead-pending" /> },
    { title: t('surveillance.survey.humanCases'), key: 'humanCases', align: 'right', render: (_v, survey) => <Cell value={survey.suspectedHumanCases} fired={fired(survey).humanCases} testId="evidence-human" /> },
  ];

  const username = useUserStore((state) => state.username);
  const request = alert?.request ?? null;
  /** The request the alert waits on, a discard or a closure, while it waits on one. */
  const pending = alert && isRequest(alert.status) ? alert.status : undefined;
  const nextSteps = alert ? alertTransitionsOf(alert, request?.fromStatus as AlertStatus | undefined).filter((to) => hasPermission([ALERT_TRANSITION_PERMISSION[to]])) : [];
  /** A pending request: approving it (to its end) or rejecting it (back where it was) say so; its requester cannot approve it. */
  const mine = request !== null && request.username === username;
  /** Taking one's own request back is withdrawing it; a second person's is approving or rejecting it. */
  const stepWords = (to: AlertStatus) => {
    if (!pending) return t(`surveillance.alert.actions.${to}`);
    if (to === REQUESTED_END[pending]) return t(`surveillance.alert.actions.approve${pending === 'discardPending' ? 'Discard' : 'Close'}`);
    return mine ? t('surveillance.alert.actions.withdraw') : t(`surveillance.alert.actions.reject${pending === 'discardPending' ? 'Discard' : 'Close'}`);
  };
  const ownRequest = (to: AlertStatus) => pending !== undefined && mine && to === REQUESTED_END[pending];
  const ending = (to: AlertStatus) => to === 'discarded' || to === 'discardPending';

  return (
    <Drawer
      open
      title={alert ? t('surveillance.alert.detailTitle', { source: alertSubject(alert, regions, language) }) : ''}
      size={860}
      onClose={onClose}
      extra={
        nextSteps.length > 0 && (
          <Space wrap>
            {nextSteps.map((to) => (
              <Button
                key={to}
                type={ending(to) ? 'default' : 'primary'}
                danger={ending(to)}
                disabled={ownRequest(to)}
                title={ownRequest(to) ? translateText(pending === 'closePending' ? 'error.closeOwnRequest' : 'error.discardOwnRequest', language) : undefined}
                onClick={() => setMoving(to)}
                data-testid={`alert-to-${to}`}
              >
                {stepWords(to)}
              </Button>
            ))}
          </Space>
        )
      }
      data-testid="alert-detail"
    >
      {!alert ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered data-testid="alert-detail-fields">
            <Descriptions.Item label={t('surveillance.source')}>{signalSite(alert)}</Descriptions.Item>
            {alert.caseId !== null && (
              <Descriptions.Item label={t('surveillance.alert.case')}>
                <Link to={`/cases/caseList?caseId=${alert.caseId}`} data-testid="alert-case-link">
                  {t('surveillance.alert.caseLink', { id: alert.caseId })}
                </Link>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('surveillance.focusType')}>{focusTypeName(alert.focusType, language)}</Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.priority')}>
              <RiskTag priority={alert.priority} />
            </Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.status')}>
              <AlertStatusTag status={alert.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.rule')}>{t(`surveillance.alert.rules.${alert.rule}`)}</Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.observed')}>
              <span data-testid="alert-observed">{`${formatMeasure(alert.observed, language)} / ${t('surveillance.alert.threshold')} ${formatMeasure(alert.threshold, language)}`}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.triggeredAt')}>{alert.triggeredAt}</Descriptions.Item>
            <Descriptions.Item label={t('surveillance.alert.lastTriggeredAt')}>{alert.lastTriggeredAt}</Descriptions.Item>
          </Descriptions>

          {request && pending && (
            <Notice
              type="warning"
              showIcon
              title={t(pending === 'discardPending' ? 'surveillance.alert.discardRequested' : 'surveillance.alert.closeRequested', { user: request.username, at: formatDateTime(request.at) })}
              description={
                <>
                  {request.evidence && (
                    <div>
                      <Typography.Text strong>{t('surveillance.alert.labEvidence')}: </Typography.Text>
                      <span data-testid="alert-discard-evidence">{request.evidence}</span>
                    </div>
                  )}
                  <div>{request.note}</div>
                  {mine && (
                    <Typography.Text strong data-testid="alert-own-request">
                      {t('surveillance.alert.ownRequest')}
                    </Typography.Text>
                  )}
                </>
              }
              data-testid={pending === 'discardPending' ? 'alert-discard-request' : 'alert-close-request'}
            />
          )}

          <Notice type="info" showIcon title={t('surveillance.alert.explanation')} description={explanation(alert, t, language)} data-testid="alert-explanation" />

          <div>
            <Typography.Title level={5}>{t('surveillance.alert.evidence')}</Typography.Title>
            {alert.thresholds && (
              <Typography.Paragraph type="secondary" data-testid="alert-thresholds">
                {t('surveillance.alert.thresholdsNow', { focusType: focusTypeName(alert.focusType, language), density: alert.thresholds.hostDensity, flea: alert.thresholds.fleaIndex })}
              </Typography.Paragraph>
            )}
            <Table<Survey> rowKey="surveyId" size="small" columns={columns} dataSource={alert.surveys} pagination={false} scroll={{ x: 'max-content' }} data-testid="alert-evidence" />
          </div>

          <div>
            <Typography.Title level={5}>{t('surveillance.alert.history')}</Typography.Title>
            {alert.events.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surveillance.alert.noHistory')} />
            ) : (
              <Timeline
                data-testid="alert-history"
                items={alert.events.map((event) => ({
                  content: (
                    <div data-testid="alert-event">
                      <Typography.Text strong>{t(`surveillance.alert.statuses.${event.toStatus as AlertStatus}`)}</Typography.Text>{' '}
                      <Typography.Text type="secondary">
                        {t('surveillance.alert.from', { status: t(`surveillance.alert.statuses.${event.fromStatus as AlertStatus}`) })} · {event.username} · {formatDateTime(event.at)}
                      </Typography.Text>
                      <div>{translateText(event.note, language)}</div>
                      {event.evidence && (
                        <div data-testid="alert-event-evidence">
                          <Typography.Text type="secondary">{t('surveillance.alert.labEvidence')}: </Typography.Text>
                          {event.evidence}
                        </div>
                      )}
                    </div>
                  ),
                }))}
              />
            )}
          </div>
        </Space>
      )}
      {alert && moving && (
        <TransitionModal
          alert={alert}
          subject={alertSubject(alert, regions, language)}
          to={moving}
          action={stepWords(moving)}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            reload();
            onChanged();
          }}
          onRefused={() => {
            setMoving(null);
            reload();
          }}
        />
      )}
    </Drawer>
  );
}
