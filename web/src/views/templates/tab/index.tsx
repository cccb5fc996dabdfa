import { ConfigProvider, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../../stores/settings.ts';
import { useArticleList } from '../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';
import { ARTICLE_TYPES } from '../../../templates/mock/data.ts';
import { readableShade } from '../../../utils/theme.ts';

/** /tab: the template's tabs, one per article type, each counting the mock's articles of that type. */
function TabDemo() {
  const { t } = useTranslation();
  // antd writes the chosen tab in the theme colour itself, too light to read at 4.5:1: a shade of it that reads.
  const selected = readableShade(useSettingsStore((state) => state.theme));
  return (
    <DemoCard testId="demo-tab" title={t('templates.route.tab')}>
      <Typography.Paragraph>{t('templates.tab.intro')}</Typography.Paragraph>
      <ConfigProvider theme={{ components: { Tabs: { itemSelectedColor: selected, itemHoverColor: selected, itemActiveColor: selected } } }}>
        <Tabs items={ARTICLE_TYPES.map((type) => ({ key: type, label: t(`templates.article.types.${type}`), children: <TypeCount type={type} /> }))} data-testid="demo-tabs" />
      </ConfigProvider>
    </DemoCard>
  );
}

function TypeCount({ type }: { type: string }) {
  const { t } = useTranslation();
  const articles = useArticleList();
  const { search } = articles;
  useEffect(() => search({ type }), [search, type]);
  return <Typography.Paragraph data-testid={`tab-count-${type}`}>{articles.loading ? '…' : t('templates.tab.count', { count: articles.total })}</Typography.Paragraph>;
}

export default demoScreen(TabDemo);
