import { ControlOutlined } from '@ant-design/icons';
import type { FocusType, RiskLevel } from '@ews/contract';
import { FOCUS_TYPE_KEYS, RISK_COLORS, RISK_LEVELS } from '@ews/contract/domain';
import { Button, Checkbox, Select, Slider } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from '../../hooks/useAllowClear.tsx';
import { useFocusTypeName } from './labels.ts';
import { LAYER_KEYS, type LayerKey } from './source-layers.ts';
import type { MapFilters } from './source-map-data.ts';

export interface MapControlsProps {
  /** The panel's element, which popups are kept clear of. */
  ref?: Ref<HTMLDivElement>;
  layers: Record<LayerKey, boolean>;
  onLayers(layers: Record<LayerKey, boolean>): void;
  filters: MapFilters;
  onFilters(filters: MapFilters): void;
  /** First and last outbreak year; no slider without outbreaks. */
  span: [number, number] | undefined;
  years: [number, number] | undefined;
  onYears(years: [number, number]): void;
  shown: number;
  /** Undefined while the points are still coming: the panel says so rather than counting none. */
  total: number | undefined;
}

/** A coloured dot: the legend of a risk or a layer, drawn without glyphs or images. */
function Swatch({ color, ring = false }: { color: string; ring?: boolean }) {
  return <span className={ring ? 'map-swatch is-ring' : 'map-swatch'} style={ring ? { borderColor: color } : { background: color }} aria-hidden="true" />;
}

const LAYER_SWATCH: Record<LayerKey, { color: string; ring?: boolean }> = {
  points: { color: RISK_COLORS.high },
  alerts: { color: RISK_COLORS.urgent, ring: true },
  heat: { color: 'rgb(253, 141, 60)' },
};

/** Layer toggles, the focus type and risk filters and the outbreak years, floating over the map. */
export function MapControls({ ref, layers, onLayers, filters, onFilters, span, years, onYears, shown, total }: MapControlsProps) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const focusTypeName = useFocusTypeName();
  // Folded at first at every width: open, it covers a good part of the map (its west, at 1280 px).
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Esc folds the panel from its button or from inside it, and gives the button back the focus;
  // an Esc a list inside has used (a select's options closing) is left to it.
  const foldOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  const toggleRisk = (risk: RiskLevel, on: boolean) =>
    onFilters({ ...filters, riskLevels: RISK_LEVELS.filter((known) => (known === risk ? on : filters.riskLevels.includes(known))) });

  return (
    <div ref={ref} className="map-controls" data-testid="map-controls" onKeyDown={foldOnEscape}>
      <Button ref={toggleRef} size="small" icon={<ControlOutlined />} onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? bodyId : undefined} data-testid="map-controls-toggle">
        {t('dashboard.map.controls')}
      </Button>
      {open && (
        <div id={bodyId} className="map-controls-body">
          <fieldset>
            <legend>{t('dashboard.map.layers')}</legend>
            {LAYER_KEYS.map((key) => (
              <Checkbox key={key} checked={layers[key]} onChange={(event) => onLayers({ ...layers, [key]: event.target.checked })} data-testid={`map-layer-${key}`}>
                <Swatch {...LAYER_SWATCH[key]} /> {t(`dashboard.map.layer.${key}`)}
              </Checkbox>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.map.riskLevel')}</legend>
            {RISK_LEVELS.map((risk) => (
              <Checkbox key={risk} checked={filters.riskLevels.includes(risk)} onChange={(event) => toggleRisk(risk, event.target.checked)} data-testid={`map-risk-${risk}`}>
                <Swatch color={RISK_COLORS[risk]} /> {t(`epidemic.risk.${risk}`)}
              </Checkbox>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.map.focusType')}</legend>
            <Select<FocusType[]>
              mode="multiple"
              size="small"
              allowClear={allowClear}
              // The names are too long for the panel: one shows as a tag, several as their count.
              maxTagCount={filters.focusTypes.length > 1 ? 0 : 1}
              maxTagPlaceholder={<span title={filters.focusTypes.map(focusTypeName).join('\n')}>{t('dashboard.map.focusTypesChosen', { count: filters.focusTypes.length })}</span>}
              placeholder={t('dashboard.map.allFocusTypes')}
              value={filters.focusTypes}
              onChange={(focusTypes) => onFilters({ ...filters, focusTypes })}
              options={FOCUS_TYPE_KEYS.map((key) => ({ value: key, label: focusTypeName(key) }))}
              popupMatchSelectWidth={false}
              className="map-controls-select"
              aria-label={t('dashboard.map.focusType')}
              data-testid="map-focus-types"
            />
          </fieldset>
          {span && years && (
            <fieldset>
              <legend>
                {t('dashboard.map.years')}{' '}
                <span data-testid="map-years-value">{span[0] === span[1] ? span[0] : t('dashboard.map.yearRange', { from: years[0], to: years[1] })}</span>
              </legend>
              {/* Outbreaks of one year only: that year, and no range to choose (both handles sat on one spot). */}
              {span[0] < span[1] && (
                <div className="map-controls-years" data-testid="map-years">
                  <Slider
                    range
                    min={span[0]}
                    max={span[1]}
                    value={years}
                    onChange={(value) => onYears(value as [number, number])}
                    disabled={!layers.heat}
                    ariaLabelForHandle={[t('dashboard.map.yearFrom'), t('dashboard.map.yearTo')]}
                  />
                </div>
              )}
            </fieldset>
          )}
          <div className="map-controls-count" data-testid="map-shown">
            {total === undefined ? t('dashboard.map.loadingPoints') : t('dashboard.map.shown', { shown, total })}
          </div>
        </div>
      )}
    </div>
  );
}
