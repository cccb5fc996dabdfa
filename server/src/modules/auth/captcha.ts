import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { nowIso, type Db } from '../../db/connection.ts';

const CAPTCHA_LIFE_MS = 2 * 60 * 1000;

export async function issueCaptcha(db: Db): Promise<{ captchaId: string; image: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', background: '#f0f2f5' });
  const captchaId = randomUUID();
  await db.deleteFrom('sysCaptcha').where('expiresAt', '<', nowIso()).execute();
  await db
    .insertInto('sysCaptcha')
    .values({ captchaId, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_LIFE_MS).toISOString() })
    .execute();
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** True when the answer matches a live captcha. Any attempt uses the captcha up, right or wrong. */
export async function consumeCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  if (!captchaId) return false;
  const row = await db
    .deleteFrom('sysCaptcha')
    .where('captchaId', '=', captchaId)
    .returning(['answer', 'expiresAt'])
    .executeTakeFirst();
  return !!row && row.expiresAt > nowIso() && row.answer === answer.trim().toLowerCase();
}
