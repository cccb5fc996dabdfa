import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FOCUS_TYPE_KEYS, RISK_LEVELS } from '../src/domain.ts';
import { publicPointColumns, publicPointsOf } from '../src/protocol/map-points.ts';
import { publicPointColumnsSchema, type PublicPoint } from '../src/schemas/public.ts';

const point = (id: number, overrides: Partial<PublicPoint> = {}): PublicPoint => ({
  id,
  code: `QH-632821-${String(id).padStart(3, '0')}`,
  focusType: 'himalayanMarmot',
  status: 'active',
  riskLevel: 'moderate',
  provinceCode: '630000',
  provinceName: '青海省',
  countyCode: '632821',
  countyName: '天峻县',
  longitude: 99.02,
  latitude: 37.3,
  openPriority: null,
  ...overrides,
});

const columns = () => publicPointColumns([point(3), point(7, { riskLevel: 'none', openPriority: 'high', longitude: -0.5 })]);

describe("the public map's columns", () => {
  it('take back what publicPointColumns makes, and give the same points', () => {
    const made = columns();
    expect(publicPointsOf(publicPointColumnsSchema.parse(made))).toEqual([point(3), point(7, { riskLevel: 'none', openPriority: 'high', longitude: -0.5 })]);
  });

  it.each([
    ['a text in a number column', (c: ReturnType<typeof columns>) => ({ ...c, latitude: [37.3, '37.3'] }), 'latitude'],
    ['an infinite coordinate', (c: ReturnType<typeof columns>) => ({ ...c, longitude: [Infinity, 1] }), 'longitude'],
    ['a fraction where a whole number goes', (c: ReturnType<typeof columns>) => ({ ...c, id: [3, 4.5] }), 'id'],
    ['an enum index past its list', (c: ReturnType<typeof columns>) => ({ ...c, riskLevel: [0, RISK_LEVELS.length] }), 'riskLevel'],
    ['a negative index', (c: ReturnType<typeof columns>) => ({ ...c, focusType: [-1, 0] }), 'focusType'],
    ['no open signal written other than as -1', (c: ReturnType<typeof columns>) => ({ ...c, openPriority: [-2, 0] }), 'openPriority'],
    ['a number in the codes', (c: ReturnType<typeof columns>) => ({ ...c, code: ['QH', 7] }), 'code'],
    ['an object where a column goes', (c: ReturnType<typeof columns>) => ({ ...c, status: { 0: 0, 1: 0 } }), 'status'],
  ])('refuse %s, naming the column', (_case, spoil, column) => {
    const result = publicPointColumnsSchema.safeParse(spoil(columns()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(column);
  });

  it('show OpenAPI each column as an array of its entries, bounds included', () => {
    const schema = z.toJSONSchema(publicPointColumnsSchema, { io: 'output', unrepresentable: 'any' }) as { properties: Record<string, unknown> };
    expect(schema.properties.id).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(schema.properties.code).toEqual({ type: 'array', items: { type: 'string' } });
    expect(schema.properties.focusType).toEqual({ type: 'array', items: { type: 'integer', minimum: 0, maximum: FOCUS_TYPE_KEYS.length - 1 } });
    expect(schema.properties.openPriority).toEqual({ type: 'array', items: { type: 'integer', minimum: -1, maximum: 3 } });
    expect(schema.properties.latitude).toEqual({ type: 'array', items: { type: 'number' } });
  });
});
