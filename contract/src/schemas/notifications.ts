import { z } from 'zod';
import { FOCUS_TYPE_KEYS, SIGNAL_PRIORITIES } from '../domain.ts';
import { LANGUAGES } from '../enums.ts';
import { auditedFields, idParam, optionalFilter, pageQuery, statusValue, version } from './common.ts';
import { personName } from './fields.ts';
import { divisionCodes } from './scope.ts';
import { alertSchema } from './surveillance.ts';

/**
 * Where an alert is sent: e-mail over SMTP, a generic webhook signed with HMAC-SHA256, the WeCom
 * and DingTalk group robots, or an SMS gateway reached as a webhook with a body template.
 */
export const CHANNEL_KINDS = ['email', 'webhook', 'wecom', 'dingtalk', 'sms'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Where a delivery stands: waiting (first try or a retry), sent, or given up after the last retry. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

const clock = z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.quietHours')]).default('');

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/**
 * The ports the WHATWG Fetch standard calls "bad ports": fetch (Node's, as a browser's) refuses to
 * connect to them at all ("fetch failed: bad port"), so a webhook, robot or SMS gateway there could
 * never be reached. An SMTP address is not sent with fetch and may use them (25, 465, 587).
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179,
  389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Whether an http(s) address names a port fetch will not send to (the scheme's default port never is one). */
export function hasBlockedPort(target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  return url.port !== '' && FETCH_BLOCKED_PORTS.has(Number(url.port));
}

export const channelSchema = z.object({
  channelId: z.number().int(),
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  enabled: z.number().int(),
  target: z.string(),
  recipients: z.string(),
  sender: z.string(),
  /** The secret's last characters behind a mask ('' when none is set): the secret itself never leaves the server. */
  secretHint: z.string(),
  bodyTemplate: z.string(),
  language: z.enum(LANGUAGES),
  priorities: z.array(z.enum(SIGNAL_PRIORITIES)),
  focusTypes: z.array(z.enum(FOCUS_TYPE_KEYS)),
  divisions: z.array(z.string()),
  quietFrom: z.string(),
  quietTo: z.string(),
  timeZone: z.string(),
  ...auditedFields,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListQuery = pageQuery;

export const channelSaveSchema = z
  .object({
    channelId: idParam.optional(),
    version: version.optional(),
    name: personName,
    kind: z.enum(CHANNEL_KINDS),
    enabled: statusValue.default(1),
    target: z.string().trim().min(1).max(500),
    recipients: z.string().trim().max(1000).default(''),
    sender: z.string().trim().max(200).default(''),
    /** Absent or '' keeps the stored secret on an update, unless the address's scheme, host or port changes: a secret is not sent where it was not given for. */
    secret: z.string().max(500).optional(),
    bodyTemplate: z.string().max(2000).default(''),
    language: z.enum(LANGUAGES).default('zh'),
    priorities: z
      .array(z.enum(SIGNAL_PRIORITIES))
      .min(1)
      .transform((priorities) => SIGNAL_PRIORITIES.filter((priority) => priorities.includes(priority))),
    focusTypes: z.array(z.enum(FOCUS_TYPE_KEYS)).max(FOCUS_TYPE_KEYS.length).default([]),
    /** Empty: the whole country, which only a caller who sees it may choose. */
    divisions: divisionCodes.default([]),
    quietFrom: clock,
    quietTo: clock,
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'validation.timeZone').default('Asia/Shanghai'),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.kind === 'email') {
      if (!/^smtps?:\/\/[^/\s]+/.test(value.target)) issue('target', 'validation.smtpUrl');
      const addresses = value.recipients.split(',').map((address) => address.trim());
      if (!addresses.every((address) => EMAIL.test(address))) issue('recipients', 'validation.emailList');
      if (value.sender && !EMAIL.test(value.sender)) issue('sender', 'validation.emailList');
    } else if (!/^https?:\/\/[^/\s]+/.test(value.target)) {
      issue('target', 'validation.channelUrl');
    } else if (hasBlockedPort(value.target)) {
      issue('target', 'validation.blockedPort');
    }
    if (value.kind === 'sms' && !value.bodyTemplate.includes('{{message}}')) issue('bodyTemplate', 'validation.smsTemplate');
    if ((value.quietFrom === '') !== (value.quietTo === '')) issue('quietTo', 'validation.quietHours');
  });
export type ChannelSave = z.input<typeof channelSaveSchema>;

export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  ok: z.boolean(),
  /** The receiver's status and a short reason of the server's own (never the receiver's body), or why the send failed or was not made. */
  answer: z.string(),
});

export const deliverySchema = z.object({
  deliveryId: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  alertId: z.number().int(),
  /** The signal as a person knows it: its point ('' when none), priority and first trigger; null when it lies outside the caller's data scope. */
  alert: alertSchema.pick({ sourceCode: true, sourceName: true, priority: true, triggeredAt: true }).nullable(),
  status: z.enum(DELIVERY_STATUSES),
  /** When the next try is due (ISO), '' once sent or given up. */
  nextAttemptAt: z.string(),
  sentAt: z.string(),
  createdAt: z.string(),
  attempts: z.array(deliveryAttemptSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListQuery = pageQuery.extend({
  channelId: optionalFilter(idParam),
});
