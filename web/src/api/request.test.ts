import { ApiError } from '@ews/contract/protocol/envelope';
import { LANGUAGES } from '@ews/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18N_OPTIONS, i18n, loadMessages } from '../locales/index.ts';
import { errorText } from './request.ts';

describe('errorText', () => {
  beforeAll(async () => {
    await i18n.init({ ...I18N_OPTIONS, lng: 'en', resources: {} });
    for (const language of LANGUAGES) await loadMessages(language);
  });

  it("gives a proxy's error page as the status in the reader's language, not its English status line", async () => {
    const proxied = new ApiError(50000, '502 Bad Gateway', 502, true);
    const expected = { zh: '服务器未能处理请求（HTTP 502）', en: 'The server could not handle the request (HTTP 502)', es: 'El servidor no pudo atender la solicitud (HTTP 502)', ja: 'サーバーが要求を処理できませんでした（HTTP 502）' };
    for (const [language, text] of Object.entries(expected)) {
      await i18n.changeLanguage(language);
      expect(errorText(proxied)).toBe(text);
    }
  });

  it("keeps the server's own refusal, already in the reader's language, whatever its status", async () => {
    await i18n.changeLanguage('en');
    expect(errorText(new ApiError(50300, 'Database unavailable', 503))).toBe('Database unavailable');
    expect(errorText(new ApiError(50000, '', 500))).toBe('Error');
  });
});
