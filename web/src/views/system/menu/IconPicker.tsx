import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, hasMenuIcon, menuIcon } from '../../../layout/icons.tsx';

interface IconPickerProps {
  value?: string;
  onChange?(value: string): void;
}

/** A grid of the outlined icons the sidebar can draw; stores the icon's name ('' for none). */
export function IconPicker({ value = '', onChange }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const grid = (
    <div className="icon-picker-grid" role="listbox" aria-label={t('menuPage.icon')}>
      {MENU_ICON_NAMES.map((name) => (
        <Tooltip key={name} title={name} mouseEnterDelay={0.3}>
          <Button
            type={name === value ? 'primary' : 'text'}
            icon={menuIcon(name)}
            role="option"
            aria-selected={name === value}
            aria-label={name}
            data-testid={`icon-${name}`}
            onClick={() => {
              onChange?.(name);
              setOpen(false);
            }}
          />
        </Tooltip>
      ))}
    </div>
  );

  return (
    <Space>
      <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
        <Button icon={value ? menuIcon(value) : undefined} data-testid="icon-picker">
          {value || t('menuPage.chooseIcon')}
        </Button>
      </Popover>
      {value && !hasMenuIcon(value) && <span className="ant-typography ant-typography-warning">{t('menuPage.unknownIcon')}</span>}
      {value && <Button type="text" icon={<CloseCircleOutlined />} aria-label={t('menuPage.clearIcon')} title={t('menuPage.clearIcon')} onClick={() => onChange?.('')} />}
    </Space>
  );
}
