import { LANGUAGES, type Language, type RegionNode } from '@ews/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../stores/app.ts';
import { renderInConsole } from '../../test-support/render.tsx';
import { DivisionPicker } from './DivisionPicker.tsx';
import { divisionName, loadRegionTree } from './regions.ts';

/** Every division of the tree, provinces first. */
const everyDivision = (tree: readonly RegionNode[]): RegionNode[] => [...tree, ...tree.flatMap((node) => everyDivision(node.children))];

/** The kanji of JIS X 0208, Japan's common character set: the simplified 龙, 辽, 维 are not among them, 竜, 遼, 維 are. */
const japaneseKanji = (() => {
  const decoder = new TextDecoder('shift_jis');
  const found = new Set<string>();
  for (let lead = 0x88; lead <= 0xea; lead++) {
    if (lead >= 0xa0 && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) if (trail !== 0x7f) found.add(decoder.decode(new Uint8Array([lead, trail])));
  }
  return found;
})();
const HAN = /\p{Script=Han}/u;
const writtenInJapanese = (name: string) => [...name].every((character) => !HAN.test(character) || japaneseKanji.has(character));

describe('division names in each language, as the pickers show them', () => {
  afterEach(() => useAppStore.setState({ language: 'en' }));

  it('gives every division of the region tree a name in each interface language', async () => {
    const tree = await loadRegionTree();
    const divisions = everyDivision(tree);
    expect(divisions.length).toBeGreaterThan(3000);
    // GB/T 2260 names only the provinces in other languages: each of them in all three.
    expect(tree.filter((province) => !province.nameEn || !province.nameEs || !province.nameJa).map((province) => province.name)).toEqual([]);
    const unnamed = (language: Language, named: (name: string, node: RegionNode) => boolean) =>
      divisions.filter((node) => !named(divisionName(node, language), node)).map((node) => `${node.code} ${divisionName(node, language)}`);
    expect(LANGUAGES.flatMap((language) => unnamed(language, (name) => name.trim() !== ''))).toEqual([]);
    expect(unnamed('zh', (name, node) => name === node.name)).toEqual([]);
    for (const language of ['en', 'es'] as const) expect(unnamed(language, (name) => !HAN.test(name))).toEqual([]);
    // A province in Japanese is written as Japanese writes it (黒竜江省, 内モンゴル自治区), not in simplified Chinese (黑龙江省, 内蒙古自治区).
    expect(unnamed('ja', (name, node) => node.level !== 1 || writtenInJapanese(name))).toEqual([]);
  });

  it.each([
    ['es', ['Pekín 北京市', 'Mongolia Interior 内蒙古自治区', 'Heilongjiang 黑龙江省'], 'mongolia interior'],
    ['ja', ['北京市 Beijing', '内モンゴル自治区 Inner Mongolia', '黒竜江省 Heilongjiang'], '黒竜江'],
  ] as const)('lists the provinces by their %s names, and finds them by those names', async (language, provinces, typed) => {
    useAppStore.setState({ language });
    renderInConsole(<DivisionPicker data-testid="divisions" />);
    await loadRegionTree();
    const picker = screen.getByTestId('divisions');
    await act(async () => {
      fireEvent.mouseDown(picker.querySelector('.ant-select-selector, .ant-select-content') ?? picker);
      await Promise.resolve();
    });
    const dropdown = (await screen.findByRole('tree')).closest('.ant-select-dropdown') as HTMLElement;
    for (const province of provinces) expect(await within(dropdown).findByTitle(province)).toBeTruthy();
    fireEvent.change(within(picker).getByRole('combobox'), { target: { value: typed } });
    await waitFor(() => expect(within(dropdown).queryByTitle(provinces[0])).toBeNull());
    expect(within(dropdown).getByTitle(provinces.find((province) => province.toLowerCase().includes(typed))!)).toBeTruthy();
  });
});
