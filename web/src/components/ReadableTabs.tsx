import { ConfigProvider, Tabs, type TabsProps } from 'antd';
import { useSettingsStore } from '../stores/settings.ts';
import { readableShade } from '../utils/theme.ts';

/** antd's Tabs with the chosen tab in a shade of the theme colour that reads at 4.5:1 (antd writes it in the theme colour itself, too light). */
export function ReadableTabs(props: TabsProps) {
  const selected = readableShade(useSettingsStore((state) => state.theme));
  return (
    <ConfigProvider theme={{ components: { Tabs: { itemSelectedColor: selected, itemHoverColor: selected, itemActiveColor: selected } } }}>
      <Tabs {...props} />
    </ConfigProvider>
  );
}
