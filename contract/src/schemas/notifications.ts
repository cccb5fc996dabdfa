import { z } from 'zod';
import { ALERT_LEVELS, FOCUS_TYPE_KEYS } from '../domain.ts';
import { LANGUAGES } from '../enums.ts';
import { auditedFields, idParam, optionalFilter, pageQuery, statusValue, version } from './common.ts';
import { personName } from './fields.ts';
import { divisionCodes } from './scope.ts';

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
  levels: z.array(z.enum(ALERT_LEVELS)),
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
    /** Absent or '' keeps the stored secret on an update. */
    secret: z.string().max(500).optional(),
    bodyTemplate: z.string().max(2000).default(''),
    language: z.enum(LANGUAGES).default('zh'),
    levels: z.array(z.enum(ALERT_LEVELS)).min(1).transform((levels) => ALERT_LEVELS.filter((level) => levels.includes(level))),
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
    }
    if (value.kind === 'sms' && !value.bodyTemplate.includes('{{message}}')) issue('bodyTemplate', 'validation.smsTemplate');
    if ((value.quietFrom === '') !== (value.quietTo === '')) issue('quietTo', 'validation.quietHours');
  });
export type ChannelSave = z.input<typeof channelSaveSchema>;

export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  ok: z.boolean(),
  /** What the receiver answered (status and the start of its body), or why the send failed. */
  answer: z.string(),
});

export const deliverySchema = z.object({
  deliveryId: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  alertId: z.number().int(),
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
