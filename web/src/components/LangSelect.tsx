import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import type { Language } from '@ews/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../app/feedback.ts';
import { LANGUAGE_LABELS, LANGUAGE_MENU_ORDER } from '../locales/index.ts';
import { useAppStore } from '../stores/app.ts';
import { SvgIcon } from './SvgIcon.tsx';
import './lang-select.css';

/**
 * The language dropdown: 中文, English, Español, 日本語; confirms with 'Switch
 * Language Success'. A small menu button of its own, without antd: the sign-in page shows it
 * before antd is loaded. `named`: the button shows the language in use by its own name beside the
 * icon, for a screen read from across a room (/monitor), where a bare icon went unnoticed.
 */
export function LangSelect({ className, named = false }: { className?: string; named?: boolean }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const setLanguage = useAppStore((state) => state.setLanguage);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const items = root.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    (root.current?.querySelector<HTMLElement>('[aria-checked="true"]') ?? items?.[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  async function choose(lng: Language) {
    setOpen(false);
    trigger.current?.focus();
    try {
      await setLanguage(lng);
    } catch {
      // Its messages did not come: a lost connection, or a console updated since the page was loaded.
      withFeedback((feedback) => feedback.error({ content: t('language.loadFailed') }));
      return;
    }
    withFeedback((feedback) => feedback.success({ content: t('language.switched', { lng }) }));
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') trigger.current?.focus();
    } else return;
    event.preventDefault();
  }

  return (
    <div className={`lang-select ${className ?? ''}`} ref={root} data-tour="language">
      <button
        ref={trigger}
        type="button"
        className="lang-select-trigger"
        aria-label={named ? undefined : t('navbar.language')}
        title={t('navbar.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="lang-switch"
        onClick={() => setOpen((value) => !value)}
      >
        <SvgIcon icon={TranslationOutlined} />
        {/* Named, its name is what it shows, after what it does: axe (and a speech user) want the shown words in the name. */}
        {named && (
          <>
            <span className="visually-hidden">{t('navbar.language')} </span>
            <span className="lang-select-name" lang={language}>
              {LANGUAGE_LABELS[language]}
            </span>
          </>
        )}
      </button>
      {open && (
        <ul id={menuId} className="lang-select-menu" role="menu" aria-label={t('navbar.language')} onKeyDown={onMenuKeyDown}>
          {LANGUAGE_MENU_ORDER.map((lng) => (
            <li
              key={lng}
              role="menuitemradio"
              aria-checked={lng === language}
              tabIndex={-1}
              className="lang-select-item"
              onClick={() => void choose(lng)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void choose(lng);
                }
              }}
            >
              <span lang={lng}>{LANGUAGE_LABELS[lng]}</span>
              {lng === language && <SvgIcon icon={CheckOutlined} className="lang-select-check" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
