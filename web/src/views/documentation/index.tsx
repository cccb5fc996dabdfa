import { SearchOutlined } from '@ant-design/icons';
import { Alert, Card, Input, Spin, Typography } from 'antd';
import { useDeferredValue, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMessages } from '../../locales/screens/pages/load.ts';
import { useAllowClear } from '../../hooks/useAllowClear.tsx';
import { useAppStore } from '../../stores/app.ts';
import { loadManual } from './content.ts';
import { renderSection, searchManual, type ManualFile } from './manual.ts';
import './documentation.css';

/** Scrolls to the section `hash` names, if it is on the page; answers whether it was. */
function showSection(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * The manual inside the console: the Markdown files of ./manual in the interface language, with
 * their contents, a search that keeps the sections holding the words (marked), and an anchor per
 * section (/documentation/index#<file>--<n>, the same in every language).
 */
export default function Documentation() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [manual, setManual] = useState<{ language: string; files: ManualFile[] } | null>(null);
  const [failedLanguage, setFailedLanguage] = useState<string | null>(null);
  const failed = failedLanguage === language;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const messagesReady = usePageMessages(language);

  useEffect(() => {
    let live = true;
    loadManual(language).then(
      (files) => live && setManual({ language, files }),
      () => live && setFailedLanguage(language),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const shown = useMemo(() => (manual ? searchManual(manual.files, deferredQuery) : []), [manual, deferredQuery]);
  const sectionCount = shown.reduce((count, file) => count + file.sections.length, 0);

  // A deep link opens at its section once the files are drawn.
  const ready = manual !== null && messagesReady;
  useEffect(() => {
    if (ready) showSection(window.location.hash);
  }, [ready]);

  /** In-page links scroll without a navigation (which would scroll to the top) and keep the hash in the address. */
  function onLinkClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('#') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (showSection(href)) window.history.replaceState(window.history.state, '', href);
  }

  const allowClear = useAllowClear();
  const tableLabel = t('manual.table');
  if (!messagesReady) return <Spin />;
  return (
    <div className="manual-page" data-testid="manual-page">
      <Card>
        <div className="manual-toolbar">
          <Typography.Title level={1} className="manual-heading">
            {t('manual.title')}
          </Typography.Title>
          <Input
            type="search"
            allowClear={allowClear}
            prefix={<SearchOutlined aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('manual.searchPlaceholder')}
            aria-label={t('manual.search')}
            className="manual-search"
            data-testid="manual-search"
          />
          {deferredQuery.trim() && (
            <span role="status" className="manual-count" data-testid="manual-count">
              {t('manual.matches', { count: sectionCount })}
            </span>
          )}
        </div>
        {failed && <Alert type="error" showIcon title={t('manual.loadFailed')} />}
        {!manual && !failed && <Spin />}
        {manual && (
          <div className="manual-layout" onClick={onLinkClick}>
            <nav className="manual-toc" aria-label={t('manual.contents')} data-testid="manual-toc">
              <ol>
                {shown.map((file) => (
                  <li key={file.id}>
                    <a href={`#${file.id}`}>{file.title}</a>
                    <ol>
                      {file.sections
                        .filter((section) => !section.opening)
                        .map((section) => (
                          <li key={section.id}>
                            <a href={`#${section.id}`}>{section.title}</a>
                          </li>
                        ))}
                    </ol>
                  </li>
                ))}
              </ol>
            </nav>
            <article className="manual-body" lang={manual.language} data-testid="manual-body">
              {shown.length === 0 && <Typography.Paragraph type="secondary">{t('manual.noMatches')}</Typography.Paragraph>}
              {shown.map((file) => (
                <section key={file.id} className="manual-file" data-testid="manual-file">
                  {/* Searching may leave out a file's opening: its title still heads what is left. */}
                  {file.sections[0]?.opening !== true && (
                    <h2 id={file.id} className="manual-file-title">
                      {file.title}
                    </h2>
                  )}
                  {file.sections.map((section) => (
                    <div
                      key={section.id}
                      className="manual-section"
                      data-testid="manual-section"
                      data-section={section.id}
                      // The HTML is markdown-it's with raw HTML off: every text of the file is escaped.
                      dangerouslySetInnerHTML={{ __html: renderSection(section, deferredQuery, tableLabel) }}
                    />
                  ))}
                </section>
              ))}
            </article>
          </div>
        )}
      </Card>
    </div>
  );
}
