import type { DataScope, RegionNode } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { mayPlaceAt, regionsInScope } from './scope.ts';

/*
 * The region picker of a record form offered every province to an operator whose data scope is one
 * county, and a save in Beijing was refused by the server alone. It offers what the scope lets the
 * server take, and the divisions above that lead there.
 */

const node = (code: string, children: RegionNode[] = []): RegionNode => ({ code, name: code, latin: code, level: code.endsWith('0000') ? 1 : code.endsWith('00') ? 2 : 3, children });
const TREE = [
  node('630000', [node('632800', [node('632823'), node('632801')]), node('632500', [node('632521')])]),
  node('110000', [node('110101')]),
  // A county directly under its province.
  node('420000', [node('429004')]),
];
const codes = (tree: readonly RegionNode[]): unknown[] => tree.map((division) => (division.children.length ? [division.code, codes(division.children)] : division.code));

const limited = (scope: Partial<Extract<DataScope, { all: false }>>): DataScope => ({ all: false, provinces: [], prefectures: [], counties: [], exactProvinces: [], exactPrefectures: [], ...scope });

describe('the regions a record may be placed at', () => {
  it('offers a county operator their county, and the province and prefecture on the way to it', () => {
    const scope = limited({ counties: ['632823'] });
    expect(codes(regionsInScope(TREE, scope, 'op'))).toEqual([['630000', [['632800', ['632823']]]]]);
    expect(mayPlaceAt(scope, ['630000', '632800', '632823'], 'op')).toBe(true);
    // The divisions on the way are not the operator's own.
    expect(mayPlaceAt(scope, ['630000'], 'op')).toBe(false);
    expect(mayPlaceAt(scope, ['110000', '110101'], 'op')).toBe(false);
  });

  it('offers a prefecture with what is below it, a division alone without, and a county directly under its province', () => {
    expect(codes(regionsInScope(TREE, limited({ prefectures: ['632800'], counties: ['429004'] }), 'op'))).toEqual([['630000', [['632800', ['632823', '632801']]]], ['420000', ['429004']]]);
    expect(codes(regionsInScope(TREE, limited({ exactPrefectures: ['632500'] }), 'op'))).toEqual([['630000', ['632500']]]);
  });

  it('offers everything to the whole country, and to an "own records" scope for the records its holder created', () => {
    expect(regionsInScope(TREE, { all: true }, 'op')).toEqual(TREE);
    const own = limited({ createdBy: 'op' });
    expect(regionsInScope(TREE, own, 'op')).toEqual(TREE);
    expect(regionsInScope(TREE, own, 'someone else')).toEqual([]);
  });
});
