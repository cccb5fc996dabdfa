import { StrictMode } from 'react';
import type { Root as ReactRoot } from 'react-dom/client';
import { loadAntdLocale } from '../locales/antd.ts';
import { loadWithEachLanguage } from '../locales/index.ts';
import { useAppStore } from '../stores/app.ts';
import { Root } from './Root.tsx';
import { followUrlWithTitle } from './router/title.ts';
import { watchBackAndForward } from './unsaved-changes.ts';

/**
 * The console: antd, the router and its guard, the layout and every screen behind it. A chunk of
 * its own that main.tsx loads for every page but the sign-in form, which needs none of it.
 */
export async function renderConsole(root: ReactRoot): Promise<void> {
  // antd's texts in the interface language before the first paint, and with every switch after it.
  await loadWithEachLanguage(useAppStore.getState().language, (language) => loadAntdLocale(language).catch(() => undefined));
  followUrlWithTitle();
  watchBackAndForward();
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
