import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Language } from '@ews/contract';
import { FIRST_ROWS_ID, SOURCE_LIST_PATH, type DrawSourceListRows } from '@ews/contract/protocol/first-rows';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { antdTheme, BUTTON_CONFIG } from '../app/antd-config.ts';
import { renderWithPage } from '../app/first-rows.ts';
import listPageCss from '../components/list-page.css?inline';
import { mendSpanish } from '../locales/antd.ts';
import en from '../locales/en.ts';
import { I18N_OPTIONS } from '../locales/index.ts';
import es from '../locales/es.ts';
import ja from '../locales/ja.ts';
import screensEn from '../locales/screens/en.ts';
import screensEs from '../locales/screens/es.ts';
import screensJa from '../locales/screens/ja.ts';
import screensZh from '../locales/screens/zh.ts';
import zh from '../locales/zh.ts';
import { ANTD_SIZE, SIZES, useAppStore, type Size } from '../stores/app.ts';
import { useUserStore } from '../stores/user.ts';
import { isMobileUserAgent } from '../utils/device.ts';
import { DEFAULT_THEME_COLOR } from '../utils/theme.ts';
import SourceList from '../views/epidemicSource/sourceList/index.tsx';

/*
 * The source list's first page drawn on the server (issue 20): a person opening
 * /epidemicSource/sourceList reads its first rows as soon as the HTML arrives, before the console's
 * scripts have loaded and run, which on a field link takes seconds. Built by `vite build --ssr`
 * into dist-ssr/ and called by the server (server/src/modules/sources/first-rows.ts); the console
 * takes over when its own rows are drawn (app/first-rows.ts). It is the screen itself, rendered
 * with its first page given, in the user's language and size, with what their permissions allow.
 */

const MESSAGES: Record<Language, object> = { en: { ...en, ...screensEn }, zh: { ...zh, ...screensZh }, es: { ...es, ...screensEs }, ja: { ...ja, ...screensJa } };
const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, zh: zhCN, es: mendSpanish(esES), ja: jaJP };

/**
 * The screen's stores hold the user whose page is drawn. zustand answers a server render from a
 * store's initial state (React's server snapshot), not its current one: that object is the one set,
 * just before each render, which is synchronous, so no other user's can come between.
 */
function holdUser(app: Partial<ReturnType<typeof useAppStore.getState>>, user: Partial<ReturnType<typeof useUserStore.getState>>): void {
  Object.assign(useAppStore.getInitialState(), app);
  Object.assign(useUserStore.getInitialState(), user);
}

/**
 * The drawn page's ids, test ids and the references to ids: the console's own page, under it, has
 * the same, and a label or a test must find one element by them.
 */
const ID_ATTRIBUTES = / (?:id|for|data-testid|data-tour|aria-controls|aria-labelledby|aria-describedby|aria-owns|aria-activedescendant)="[^"]*"/g;

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One i18next per language, its messages given whole, so that nothing is loaded while a page is drawn. */
const translators = new Map<Language, I18n>();
function translator(language: Language): I18n {
  let i18n = translators.get(language);
  if (!i18n) {
    i18n = i18next.createInstance();
    void i18n.init({ ...I18N_OPTIONS, resources: { [language]: { translation: MESSAGES[language] } }, lng: language, initAsync: false });
    translators.set(language, i18n);
  }
  return i18n;
}

/**
 * antd's style cache per size: kept across pages, so that a component's styles are worked out once,
 * and the stylesheet they make (the same for every user of that size) grown by the styles a page
 * used first (a list of no rows has no tags or buttons), not extracted again for every page.
 */
const styleCaches = new Map<Size, { cache: ReturnType<typeof createCache>; css: string }>();
function styleCache(size: Size) {
  let entry = styleCaches.get(size);
  if (!entry) {
    entry = { cache: createCache(), css: '' };
    styleCaches.set(size, entry);
  }
  return entry;
}

/**
 * The frame around the list while the console loads: the shell's bars and sidebar as blocks in
 * their places and colours, and the main area's margins, the settings button's on the right
 * included on a wide window (layout.css; a narrower one has it in the navbar): the list lies where
 * the console's will. A narrow desktop window's top bar
 * takes two lines, a phone's one (its menu is the sidebar's drawer).
 */
const FRAME_CSS = `
#${FIRST_ROWS_ID}{position:fixed;inset:0;z-index:1500;overflow:auto;background:#f5f5f5;cursor:progress}
#${FIRST_ROWS_ID}:focus-visible{outline:2px solid #1677ff;outline-offset:-2px}
#${FIRST_ROWS_ID} .first-rows-page{display:flex;min-height:100%}
#${FIRST_ROWS_ID} .first-rows-page > .ant-app{display:flex;flex:1;min-width:0}
#${FIRST_ROWS_ID} .first-rows-sidebar{flex:none;width:210px;min-height:100%;background:#001529}
#${FIRST_ROWS_ID}[data-sidebar=closed] .first-rows-sidebar{width:64px}
#${FIRST_ROWS_ID} .first-rows-main{flex:1;min-width:0}
#${FIRST_ROWS_ID} .first-rows-navbar{height:50px;background:#fff;box-shadow:0 1px 4px rgba(0,21,41,.08)}
#${FIRST_ROWS_ID} .first-rows-tags{height:34px;background:#fff;border-bottom:1px solid #d8dce5;box-shadow:0 1px 3px 0 rgba(0,0,0,.12)}
#${FIRST_ROWS_ID} .first-rows-content{padding:46px 48px 20px 20px}
@media (max-width:991.98px){#${FIRST_ROWS_ID} .first-rows-sidebar{display:none}#${FIRST_ROWS_ID} .first-rows-content{padding-right:20px}}
@media (max-width:575.98px){#${FIRST_ROWS_ID} .first-rows-content{padding:46px 12px 20px 12px}#${FIRST_ROWS_ID}[data-agent=desktop] .first-rows-navbar{height:93px}}
`;

/** The page's first rows as HTML to put before the console's root, and the stylesheet they need. */
export const renderSourceListRows: DrawSourceListRows = ({ page, language, size: sizeCookie, sidebar, userAgent, username, permissions, regions }) => {
  const size: Size = (SIZES as readonly string[]).includes(sizeCookie ?? '') ? (sizeCookie as Size) : 'mini';
  // A phone's page has no pinned columns; the server knows a phone by its user agent, the console by the window's width.
  const phone = isMobileUserAgent(userAgent);
  holdUser({ language, size, device: phone ? 'mobile' : 'desktop' }, { username, permissions: [...permissions] });
  const styles = styleCache(size);
  // A fixed key for its CSS variables: antd's default is React's useId, new with every page drawn, and the stylesheet would grow with each.
  const theme = { ...antdTheme(DEFAULT_THEME_COLOR, size), cssVar: { key: 'first-rows' } };
  const html = renderWithPage({ ...page, regions }, () =>
    renderToString(
      <StyleProvider cache={styles.cache}>
        <I18nextProvider i18n={translator(language)}>
          <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={ANTD_SIZE[size]} theme={theme} button={BUTTON_CONFIG}>
            <AntApp>
              <MemoryRouter initialEntries={[SOURCE_LIST_PATH]}>
                <div className="first-rows-sidebar" />
                <div className="first-rows-main">
                  <div className="first-rows-navbar" />
                  <div className="first-rows-tags" />
                  <div className="first-rows-content">
                    <SourceList />
                  </div>
                </div>
              </MemoryRouter>
            </AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </StyleProvider>,
    ),
  );
  const { t } = translator(language);
  const screen = t('route.sourceList');
  // Focusable, so that the keyboard scrolls it too; a region named by its screen, busy while the console loads.
  const frame = `<div id="${FIRST_ROWS_ID}" data-path="${SOURCE_LIST_PATH}" data-sidebar="${sidebar === '0' ? 'closed' : 'open'}" data-agent="${phone ? 'phone' : 'desktop'}" tabindex="0" role="region" aria-label="${escapeAttribute(screen)}" aria-busy="true">`;
  // The cache-path rule is for hydration, which these rows have none of (the console draws its own).
  styles.css += extractStyle(styles.cache, { plain: true, once: true }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
  return {
    // Its content inert: nothing in it works before the console has loaded, so nothing takes a click,
    // the focus or a screen reader's reading; the frame itself is not, so that the wheel scrolls it.
    html: `${frame}<div class="first-rows-page" inert>${html.replace(ID_ATTRIBUTES, '')}</div></div>`,
    css: styles.css + FRAME_CSS + listPageCss,
    language,
    title: `${screen} - ${t('app.title')}`,
  };
};
