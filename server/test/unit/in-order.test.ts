import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/db/in-order.ts';

const byDateThenId = (a: { date: string; id: number }, b: { date: string; id: number }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
const row = fc.record({ date: fc.constantFrom('2024-04-15', '2024-05-15', '2025-04-15', '2025-04-16'), id: fc.nat(50) });

describe('inOrder', () => {
  it('answers the rows as a sort would, whatever order the database handed them over in', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const expected = [...rows].sort(byDateThenId);
        expect(inOrder([...rows], byDateThenId)).toEqual(expected);
      }),
    );
  });

  it('leaves rows already in order where they are, and sorts the same array otherwise', () => {
    const sorted = [{ date: '2024-04-15', id: 2 }, { date: '2024-04-15', id: 3 }, { date: '2025-04-15', id: 1 }];
    expect(inOrder(sorted, byDateThenId)).toBe(sorted);
    const shuffled = [sorted[2]!, sorted[0]!, sorted[1]!];
    expect(inOrder(shuffled, byDateThenId)).toBe(shuffled);
    expect(shuffled).toEqual(sorted);
  });
});
