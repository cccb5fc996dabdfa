import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.ts';
import { useAllowClear } from '../../hooks/useAllowClear.tsx';

interface Option {
  value: number;
  label: string;
}

interface SourceSelectProps {
  value?: number | null;
  onChange?(value: number | null): void;
  /** The label of the current value before any search (`code name` of the linked point). */
  initialLabel?: string | undefined;
  disabled?: boolean;
  style?: React.CSSProperties;
  /** Given by the form item, so that its label names this field. */
  id?: string;
  'data-testid'?: string;
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 20;

const optionOf = (source: { sourceId: number; code: string; name: string }): Option => ({ value: source.sourceId, label: `${source.code} ${source.name}` });

/**
 * A source point chosen by searching its code or name (source/getList with keyword): the list
 * holds hundreds of points, too many to scroll through.
 */
export function SourceSelect({ value, onChange, initialLabel, disabled, style, id, 'data-testid': testId }: SourceSelectProps) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const [options, setOptions] = useState<Option[]>([]);
  const [searching, setSearching] = useState(false);
  /** The option last chosen, so its label stays while later searches list other points. */
  const [chosen, setChosen] = useState<Option | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(keyword: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const round = ++latest.current;
      setSearching(true);
      api.sourceList({ keyword: keyword.trim() || undefined, limit: RESULTS, sort: 'code' }).then(
        ({ list }) => {
          if (round === latest.current) setOptions(list.map(optionOf));
        },
        () => undefined, // shown by the request wrapper
      ).finally(() => {
        if (round === latest.current) setSearching(false);
      });
    }, SEARCH_DELAY_MS);
  }

  // The linked point shows by its code and name even when the latest search does not list it.
  const current = chosen?.value === value ? chosen : value && initialLabel ? { value, label: initialLabel } : null;
  const shown = current && !options.some((option) => option.value === current.value) ? [current, ...options] : options;

  return (
    <Select<number | null>
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear={allowClear}
      value={value ?? null}
      onChange={(next, option) => {
        setChosen(next && option && !Array.isArray(option) ? { value: next, label: String(option.label) } : null);
        onChange?.(next ?? null);
      }}
      onOpenChange={(open) => {
        if (open && options.length === 0) search('');
      }}
      options={shown}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
      placeholder={t('epidemic.outbreak.sourcePlaceholder')}
      disabled={disabled}
      style={style}
      id={id}
      data-testid={testId}
    />
  );
}
