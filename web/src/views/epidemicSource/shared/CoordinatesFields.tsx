import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import { Button, Col, Form, Row, type FormInstance, type FormRule } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { latitude as latitudeSchema, longitude as longitudeSchema } from '@ews/contract/schemas/sources';
import { NumberInput } from '../../../components/NumberInput.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { useCurrentPosition, type Position } from '../../../hooks/useCurrentPosition.ts';
import { numberBounds } from '../../../utils/number-bounds.ts';
import type { Circle } from '../../../components/map/coordinates.ts';

// The picker brings MapLibre: loaded with the form screens only, and after the form has shown.
const LocationPicker = lazy(() => import('../../../components/map/LocationPicker.tsx').then((module) => ({ default: module.LocationPicker })));

/** WGS-84 within China's extent, as every record's schema takes coordinates: where the step buttons stop. */
const LONGITUDE_BOUNDS = numberBounds(longitudeSchema);
const LATITUDE_BOUNDS = numberBounds(latitudeSchema);

interface CoordinatesFieldsProps {
  form: FormInstance;
  rule(field: string): FormRule;
  required: boolean;
  disabled: boolean;
  /** Test ids `<prefix>-longitude`, `<prefix>-latitude`. */
  prefix: string;
  /** A point picked on the map changes the form as typing does. */
  onPicked(): void;
  /** More fields under the coordinates, beside the map. */
  children?: ReactNode;
  /** The chosen county's circle, which the map zooms to. */
  county?: Circle | undefined;
}

/** Decimal places kept of a device's position: 6 is about 0.1 m, finer than any receiver in the field. */
const POSITION_DECIMALS = 6;
const rounded = (degrees: number) => Number(degrees.toFixed(POSITION_DECIMALS));

/**
 * Longitude and latitude (WGS-84) typed in, picked by clicking the small offline map beside them,
 * or taken from the device where the user stands (on a phone at the point); each follows the other.
 */
export function CoordinatesFields({ form, rule, required, disabled, prefix, onPicked, children, county }: CoordinatesFieldsProps) {
  const { t } = useTranslation();
  const longitude = Form.useWatch<number | null>('longitude', form);
  const latitude = Form.useWatch<number | null>('latitude', form);
  const value = typeof longitude === 'number' && typeof latitude === 'number' ? { longitude, latitude } : undefined;

  const device = useCurrentPosition(t('epidemic.noPosition'));

  function pick(point: Position) {
    form.setFieldsValue(point);
    onPicked();
    void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
  }

  return (
    <div className="location-row">
      <div>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name="longitude" label={t('epidemic.longitude')} required={required} rules={[rule('longitude')]}>
              <NumberInput bounds={LONGITUDE_BOUNDS} style={{ width: '100%' }} data-testid={`${prefix}-longitude`} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="latitude" label={t('epidemic.latitude')} required={required} rules={[rule('latitude')]}>
              <NumberInput bounds={LATITUDE_BOUNDS} style={{ width: '100%' }} data-testid={`${prefix}-latitude`} />
            </Form.Item>
          </Col>
        </Row>
        {disabled ? null : (
          <Button
            icon={<SvgIcon icon={AimOutlined} />}
            loading={device.locating}
            onClick={() => device.locate((here) => pick({ longitude: rounded(here.longitude), latitude: rounded(here.latitude) }))}
            data-testid={`${prefix}-locate`}
            className="location-locate"
          >
            {t('epidemic.locate')}
          </Button>
        )}
        {children}
      </div>
      <Form.Item label={t('epidemic.coordinates')} extra={disabled ? undefined : t('epidemic.pickOnMap')}>
        <Suspense fallback={<div className="location-picker location-picker-loading" aria-busy="true" />}>
          <LocationPicker value={value} onChange={pick} disabled={disabled} county={county} />
        </Suspense>
      </Form.Item>
    </div>
  );
}
