import type { DataScope } from '@ews/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readsHanzi, regionName, useRegionTree } from '../../components/domain/regions.ts';
import { useAppStore } from '../../stores/app.ts';

/** In words, what records the user sees and changes: the reason a county's staff see fewer than the province. */
export function ScopeSummary({ scope }: { scope: DataScope }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const tree = useRegionTree();
  if (scope.all) return <Typography.Paragraph data-testid="profile-scope">{t('profile.scopeAll')}</Typography.Paragraph>;
  // No stored name to pass: the tree's, in the reader's language (the code only until the tree has arrived).
  const names = (codes: string[]) => codes.map((code) => regionName(code, '', tree, language) || code).join(readsHanzi(language) ? '、' : ', ');
  const below = [...scope.provinces, ...scope.prefectures, ...scope.counties];
  const exact = [...scope.exactProvinces, ...scope.exactPrefectures];
  const lines = [
    ...(below.length ? [t('profile.scopeBelow', { names: names(below) })] : []),
    ...(exact.length ? [t('profile.scopeExact', { names: names(exact) })] : []),
    ...(scope.createdBy ? [t('profile.scopeOwn')] : []),
  ];
  return (
    <div data-testid="profile-scope">
      {lines.length === 0 ? <Typography.Text type="secondary">{t('profile.scopeNone')}</Typography.Text> : lines.map((line) => <Typography.Paragraph key={line}>{line}</Typography.Paragraph>)}
    </div>
  );
}
