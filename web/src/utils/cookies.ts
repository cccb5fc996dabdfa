import type { Language } from '@ews/contract';
import { Cookies as CookieName } from '@ews/contract/enums';
import Cookies from 'js-cookie';

const secure = () => window.location.protocol === 'https:';

/** Signed in = the Admin-Token cookie is present. */
export function getToken(): string | undefined {
  return Cookies.get(CookieName.TOKEN) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(CookieName.TOKEN, token, { sameSite: 'strict', secure: secure() });
}

export function removeToken(): void {
  Cookies.remove(CookieName.TOKEN);
}

export function getLanguageCookie(): string | undefined {
  return Cookies.get(CookieName.LANGUAGE);
}

/**
 * The server localises its messages by this cookie, so it always holds the interface language.
 * A language the user chose is kept for a year; one detected from the browser only for the session.
 */
export function setLanguageCookie(language: Language, chosen: boolean): void {
  Cookies.set(CookieName.LANGUAGE, language, { sameSite: 'lax', secure: secure(), ...(chosen ? { expires: 365 } : {}) });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function setPreferenceCookie(name: string, value: string): void {
  Cookies.set(name, value, { sameSite: 'lax', secure: secure(), expires: 365 });
}

/** Deletes every cookie the page can see, with and without the host domain. */
export function removeAllCookies(): void {
  const hostname = window.location.hostname;
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name); // js-cookie's default path is '/'
    Cookies.remove(name, { domain: hostname });
    Cookies.remove(name, { domain: `.${hostname}` });
  }
}
