import { ColumnHeightOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshView } from '../hooks/useRefreshView.ts';
import { SIZES, useAppStore, type Size } from '../stores/app.ts';

/** The size selector: default, medium, small, mini; kept in the size cookie; the current view refreshes. */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  const refreshView = useRefreshView();

  function choose(next: Size) {
    setSize(next);
    refreshView();
    void message.success(t('sizeSelect.switched'));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((option) => ({ key: option, label: <span data-testid={`size-${option}`}>{t(`sizeSelect.${option}`)}</span>, disabled: option === size })),
        onClick: ({ key }) => choose(key as Size),
      }}
    >
      <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('navbar.size')} title={t('navbar.size')} data-testid="size-select" data-tour="size" />
    </Dropdown>
  );
}
