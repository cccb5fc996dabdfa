import { DatePicker, Form, Input, Select, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from '../hooks/useAllowClear.tsx';
import { FilterButtons } from './ListControls.tsx';

interface ListFiltersProps<V> extends Omit<FormProps<V>, 'layout' | 'className' | 'children'> {
  /** Test ids `<prefix>-search`, `<prefix>-reset`. */
  prefix: string;
  onReset: () => void;
  children: ReactNode;
  /** More buttons after Search and Reset. */
  buttons?: ReactNode;
}

/** A list's filter form: the filters in one row, ended by the Search and Reset buttons. */
export function ListFilters<V>({ prefix, onReset, children, buttons, ...formProps }: ListFiltersProps<V>) {
  return (
    <Form<V> {...formProps} layout="inline" className="list-filters">
      {children}
      <FilterButtons prefix={prefix} onReset={onReset}>
        {buttons}
      </FilterButtons>
    </Form>
  );
}

interface FilterFieldProps {
  name: string;
  label: string;
  testId: string;
}

/** A filter on typed text. */
export function TextFilter({ name, label, testId, maxLength }: FilterFieldProps & { maxLength: number }) {
  const allowClear = useAllowClear();
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear={allowClear} maxLength={maxLength} data-testid={testId} />
    </Form.Item>
  );
}

interface ChoiceFilterProps<T> extends FilterFieldProps {
  options: { value: T; label: ReactNode }[];
  width: number;
  /** Typing narrows the options by their labels. */
  searchable?: boolean;
}

/** A filter on one of a few values; cleared, it matches all. */
export function ChoiceFilter<T extends string | number>({ name, label, testId, options, width, searchable }: ChoiceFilterProps<T>) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear={allowClear}
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        options={options}
        style={{ width }}
        placeholder={t('common.all')}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A filter on a range of days; either end may be left open. */
export function DateRangeFilter({ name, label, testId }: FilterFieldProps) {
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} data-testid={testId} />
    </Form.Item>
  );
}
