import type { Language, ResponseDeclaration, ResponseProposal } from '@ews/contract';
import { CLINICAL_FORM_NAMES, RESPONSE_LEVEL_NAMES } from '@ews/contract/domain';
import { Permissions } from '@ews/contract/permissions';
import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { onLiveChange } from '../../../api/live.ts';
import { Auth } from '../../../components/Auth.tsx';
import { DeclaredLevelTag, ProposedLevelTag } from '../../../components/domain/response-level.tsx';
import { regionText, useRegionTree, type RegionChoice } from '../../../components/domain/regions.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { DeclareModal, type DeclareDraft } from './DeclareModal.tsx';
import { EndModal } from './EndModal.tsx';

interface ResponseData {
  proposals: ResponseProposal[];
  inForce: ResponseDeclaration[];
  ended: ResponseDeclaration[];
}

/** A new case changes the proposals; a declaration or an end, made here or by anyone else, the rest. */
const RESPONSE_TOPICS = ['cases', 'response'] as const;

/** The proposals and the declarations, read again after each declaration or end, here or elsewhere (the live stream). */
function useResponseData(): [ResponseData | undefined, () => void] {
  const [data, setData] = useState<ResponseData>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => onLiveChange(RESPONSE_TOPICS, () => setGeneration((n) => n + 1)), []);
  useEffect(() => {
    let active = true;
    void Promise.all([api.responseProposals({}), api.responseList({ active: 'true' }), api.responseList({ active: 'false' })]).then(
      ([proposals, inForce, ended]) => active && setData({ proposals: proposals.list, inForce: inForce.list, ended: ended.list }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [generation]);
  return [data, useCallback(() => setGeneration((n) => n + 1), [])];
}

/** A table's empty text in the text colour: antd's grey placeholder is too faint to read (WCAG contrast). */
const EmptyText = ({ text }: { text: string }) => <Typography.Text>{text}</Typography.Text>;

/** The cases a proposal counted, by clinical form, those with none left out. */
function countsText(proposal: ResponseProposal, language: Language): string {
  const forms = [
    ['pneumonic', proposal.pneumonic],
    ['septicemic', proposal.septicemic],
    ['bubonic', proposal.bubonic],
    ['other', proposal.other],
  ] as const;
  return forms
    .filter(([, count]) => count > 0)
    .map(([form, count]) => `${CLINICAL_FORM_NAMES[form][language]} ${count}`)
    .join(' · ');
}

/** What a declaration from a proposal starts with: the place, the proposed level and the figures it rests on. */
function draftOf(proposal: ResponseProposal, t: TFunction, language: Language): DeclareDraft {
  const { provinceCode, prefectureCode, countyCode } = proposal;
  const basis = t('response.basisTemplate', { level: RESPONSE_LEVEL_NAMES[proposal.level][language], from: proposal.windowFrom, to: proposal.windowTo, counts: countsText(proposal, language) });
  return { place: { provinceCode, prefectureCode, countyCode }, level: proposal.level, basis };
}

/**
 * surveillance/responseLevels: the response levels of the national plague emergency plan. The
 * server's proposals per county (marked as proposals), declared by a person with response:declare,
 * and the declarations in force and ended; only a declared level is shown elsewhere.
 */
export default function ResponseLevels() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const [data, reload] = useResponseData();
  const [declaring, setDeclaring] = useState<DeclareDraft>();
  const [ending, setEnding] = useState<ResponseDeclaration>();
  const placeOf = (record: RegionChoice & { provinceName?: string; prefectureName?: string; countyName?: string }) =>
    regionText({ provinceName: '', prefectureName: '', countyName: '', ...record }, regions, language);

  const proposalColumns: TableColumnsType<ResponseProposal> = [
    { title: t('response.place'), key: 'place', render: (_value, proposal) => placeOf(proposal) },
    { title: t('response.proposal'), dataIndex: 'level', key: 'level', render: (level: ResponseProposal['level']) => <ProposedLevelTag level={level} /> },
    { title: t('response.cases'), key: 'cases', render: (_value, proposal) => countsText(proposal, language) },
    { title: t('response.spread'), key: 'spread', render: (_value, proposal) => t('response.spreadText', proposal) },
    { title: t('response.window'), key: 'window', render: (_value, proposal) => `${proposal.windowFrom} – ${proposal.windowTo}` },
    {
      title: t('response.declaredLevel'),
      dataIndex: 'declaredLevel',
      key: 'declaredLevel',
      render: (level: ResponseProposal['declaredLevel']) => (level ? <DeclaredLevelTag level={level} /> : t('response.noneDeclared')),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_value, proposal) => (
        <Auth permission={[Permissions.RESPONSE_DECLARE]}>
          <Button size="small" onClick={() => setDeclaring(draftOf(proposal, t, language))} data-testid="proposal-declare">
            {t('response.declare')}
          </Button>
        </Auth>
      ),
    },
  ];

  const declarationColumns = (ended: boolean): TableColumnsType<ResponseDeclaration> => [
    { title: t('response.place'), key: 'place', render: (_value, declaration) => placeOf(declaration) },
    { title: t('response.level'), dataIndex: 'level', key: 'level', render: (level: ResponseDeclaration['level']) => <DeclaredLevelTag level={level} /> },
    { title: t('response.basis'), dataIndex: 'basis', key: 'basis' },
    { title: t('response.declaredAt'), dataIndex: 'declaredAt', key: 'declaredAt', render: (at: string) => formatDateTime(at) },
    { title: t('response.declaredBy'), dataIndex: 'declaredBy', key: 'declaredBy' },
    ...(ended
      ? [
          { title: t('response.endedAt'), dataIndex: 'endedAt', key: 'endedAt', render: (at: string) => formatDateTime(at) },
          { title: t('response.endedBy'), dataIndex: 'endedBy', key: 'endedBy' },
          { title: t('response.endNote'), dataIndex: 'endNote', key: 'endNote' },
        ]
      : [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value: unknown, declaration: ResponseDeclaration) => (
              <Auth permission={[Permissions.RESPONSE_DECLARE]}>
                <Button size="small" onClick={() => setEnding(declaration)} data-testid="declaration-end">
                  {t('response.end')}
                </Button>
              </Auth>
            ),
          },
        ]),
  ];

  const afterChange = () => {
    setDeclaring(undefined);
    setEnding(undefined);
    reload();
  };

  return (
    <div className="list-page" data-testid="response-page">
      <Card
        title={t('response.title')}
        extra={
          <Auth permission={[Permissions.RESPONSE_DECLARE]}>
            <Button type="primary" onClick={() => setDeclaring({})} data-testid="response-declare">
              {t('response.declare')}
            </Button>
          </Auth>
        }
      >
        <Typography.Paragraph type="secondary">{t('response.intro')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('response.proposals')}</Typography.Title>
        <Table<ResponseProposal>
          rowKey={(proposal) => `${proposal.provinceCode}|${proposal.prefectureCode}|${proposal.countyCode}`}
          columns={proposalColumns}
          dataSource={data?.proposals}
          loading={!data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyText text={t('response.noProposals')} /> }}
          data-testid="proposal-table"
        />
      </Card>
      <Card title={t('response.inForce')} style={{ marginTop: 16 }}>
        <Table<ResponseDeclaration>
          rowKey="declarationId"
          columns={declarationColumns(false)}
          dataSource={data?.inForce}
          loading={!data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyText text={t('response.noneInForce')} /> }}
          data-testid="in-force-table"
        />
      </Card>
      <Card title={t('response.ended')} style={{ marginTop: 16 }}>
        <Table<ResponseDeclaration>
          rowKey="declarationId"
          columns={declarationColumns(true)}
          dataSource={data?.ended}
          loading={!data}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyText text={t('response.noneEnded')} /> }}
          data-testid="ended-table"
        />
      </Card>
      {declaring && <DeclareModal draft={declaring} placeName={placeOf} onClose={() => setDeclaring(undefined)} onDeclared={afterChange} />}
      {ending && <EndModal declaration={ending} place={placeOf(ending)} onClose={() => setEnding(undefined)} onEnded={afterChange} />}
    </div>
  );
}
