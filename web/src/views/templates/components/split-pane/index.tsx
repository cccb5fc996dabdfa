import { Typography } from 'antd';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import './split-pane.css';

/**
 * /components/split-pane: a left pane beside a right one split top and bottom, each divider a
 * focusable separator (react-resizable-panels) that the arrow keys, Home and End resize.
 */
function SplitPaneDemo() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-split-pane" title={t('templates.route.splitPane')}>
      <Typography.Paragraph>{t('templates.splitPane.intro')}</Typography.Paragraph>
      <div className="split-pane">
        <Group orientation="horizontal" data-testid="split-pane">
          <Panel id="left" defaultSize="30" minSize="10" className="split-pane-panel is-left" data-testid="split-pane-left">
            {t('templates.splitPane.left')}
          </Panel>
          <Separator className="split-pane-separator" aria-label={t('templates.splitPane.resizeColumns')} />
          <Panel id="right" minSize="20">
            <Group orientation="vertical">
              <Panel id="top" defaultSize="50" minSize="10" className="split-pane-panel is-top" data-testid="split-pane-top">
                {t('templates.splitPane.top')}
              </Panel>
              <Separator className="split-pane-separator" aria-label={t('templates.splitPane.resizeRows')} />
              <Panel id="bottom" minSize="10" className="split-pane-panel is-bottom">
                {t('templates.splitPane.bottom')}
              </Panel>
            </Group>
          </Panel>
        </Group>
      </div>
    </DemoCard>
  );
}

export default demoScreen(SplitPaneDemo);
