import type { Language } from '@ews/contract';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAntdLocale } from '../locales/antd.ts';
import { i18n, loadMessages } from '../locales/index.ts';
import { Pagination } from './Pagination.tsx';

/** Shows the console in `language`: its messages and antd's own texts, as a language switch does. */
async function inLanguage(language: Language) {
  await loadMessages(language);
  await i18n.changeLanguage(language);
  return loadAntdLocale(language);
}

describe('Pagination', () => {
  afterAll(() => i18n.changeLanguage('en'));

  // antd's Chinese locale names the size changer '页码' (page number): it chooses how many rows a page shows.
  it.each([
    ['zh', '每页条数', '20 条/页'],
    ['en', 'Rows per page', '20 / page'],
    ['es', 'Filas por página', '20 / página'],
    ['ja', '1ページあたりの件数', '20 件 / ページ'],
  ] as const)('names its page size changer for what it does (%s)', async (language, name, chosen) => {
    const locale = await inLanguage(language);
    render(
      <ConfigProvider locale={locale}>
        <Pagination total={95} page={1} limit={20} onChange={() => undefined} autoScroll={false} />
      </ConfigProvider>,
    );
    const sizeChanger = screen.getByRole('combobox', { name });
    expect(sizeChanger.closest('.ant-pagination-options-size-changer')?.textContent).toContain(chosen);
  });
});
