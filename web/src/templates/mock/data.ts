import { seededRandom } from './random.ts';

/*
 * The demo's mock records (SPEC §3 "Demo mock entities", §9 "Mock data: 100 articles, 20
 * transactions"), generated from fixed seeds: synthetic text, no real person.
 */

export const ARTICLE_TYPES = ['CN', 'US', 'JP', 'EU'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_STATUSES = ['published', 'draft'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const IMPORTANCES = [1, 2, 3] as const;
export const PLATFORMS = ['a-platform', 'b-platform', 'c-platform'] as const;

export interface Article {
  id: number;
  /** Milliseconds since the epoch. */
  timestamp: number;
  author: string;
  reviewer: string;
  title: string;
  content_short: string;
  content: string;
  forecast: number;
  importance: number;
  type: ArticleType;
  status: ArticleStatus;
  display_time: string;
  comment_disabled: boolean;
  pageviews: number;
  image_uri: string;
  platforms: string[];
}

export interface Transaction {
  order_no: string;
  timestamp: number;
  username: string;
  price: number;
  status: 'success' | 'pending';
}

export const ARTICLE_COUNT = 100;
export const TRANSACTION_COUNT = 20;

/** Made-up names and words for the synthetic records. */
export const NAMES = [
  'Aiden', 'Bella', 'Carlos', 'Daria', 'Elif', 'Felix', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kaori', 'Liang', 'Mateo', 'Nadia', 'Oskar',
  'Priya', 'Quinn', 'Rosa', 'Sven', 'Tomas', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoe',
] as const;
const WORDS = [
  'field', 'survey', 'marmot', 'steppe', 'burrow', 'report', 'season', 'station', 'sample', 'vector', 'host', 'plateau', 'valley',
  'river', 'north', 'south', 'weekly', 'notes', 'review', 'update', 'trap', 'count', 'serum', 'index', 'team', 'route', 'map',
] as const;

const DAY_MS = 86_400_000;
/** 2026-01-01T00:00:00Z: the generated dates lie in the year before it. */
const EPOCH = Date.UTC(2026, 0, 1);

/** 'YYYY-MM-DD hh:mm:ss' in UTC, the template's display_time format. */
export function displayTime(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 19).replace('T', ' ');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function generateArticles(count = ARTICLE_COUNT): Article[] {
  const random = seededRandom(20_260_017);
  return Array.from({ length: count }, (_, index) => {
    const timestamp = EPOCH - random.int(1, 365) * DAY_MS + random.int(0, DAY_MS - 1);
    const summary = capitalized(random.words(WORDS, 8));
    return {
      id: index + 1,
      timestamp,
      author: random.pick(NAMES),
      reviewer: random.pick(NAMES),
      title: capitalized(random.words(WORDS, random.int(3, 6))),
      content_short: summary,
      content: `<p>${summary}.</p><p>${capitalized(random.words(WORDS, 24))}.</p>`,
      forecast: Math.round(random.next() * 10_000) / 100,
      importance: random.pick(IMPORTANCES),
      type: random.pick(ARTICLE_TYPES),
      status: random.pick(ARTICLE_STATUSES),
      display_time: displayTime(timestamp),
      comment_disabled: true,
      pageviews: random.int(300, 5000),
      image_uri: '',
      platforms: ['a-platform'],
    };
  });
}

export function generateTransactions(count = TRANSACTION_COUNT): Transaction[] {
  const random = seededRandom(20_260_020);
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return Array.from({ length: count }, () => ({
    order_no: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
    timestamp: EPOCH - random.int(1, 30) * DAY_MS,
    username: random.pick(NAMES),
    price: random.int(1000, 15000),
    status: random.pick(['success', 'pending'] as const),
  }));
}
