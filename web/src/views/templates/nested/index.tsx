import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { routeHandle, useRouteTable } from '../../../app/route-table.ts';
import { translateTitle } from '../../../locales/index.ts';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';

/**
 * Every page of /nested (menu1-1, menu1-2-1, menu1-2-2, menu1-3, menu2): one screen that names
 * the page and the menus it sits in, from the route it was opened by.
 */
function NestedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const titles = (matchRoutes(useRouteTable(), location) ?? []).map((match) => routeHandle(match.route)?.title).filter((title): title is string => Boolean(title));
  const own = titles.at(-1);
  return (
    <DemoCard testId="demo-nested" title={translateTitle(own)}>
      <Breadcrumb items={titles.map((title) => ({ title: translateTitle(title) }))} data-testid="nested-trail" />
      <Typography.Paragraph style={{ marginTop: 16 }}>{t('templates.nested.intro', { path: location.pathname })}</Typography.Paragraph>
    </DemoCard>
  );
}

export default demoScreen(NestedPage);
