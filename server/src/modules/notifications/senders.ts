import { createHmac } from 'node:crypto';
import type { ChannelKind } from '@ews/contract';
import nodemailer from 'nodemailer';
import type { Message } from './message.ts';
import type { ChannelRow } from './queries.ts';

/** How long one send may take; far below the lease, so a live sender never loses its claim mid-send. */
const SEND_TIMEOUT_MS = 15_000;
/** How much of a receiver's answer the delivery log keeps. */
const ANSWER_CHARS = 300;

interface SendResult {
  ok: boolean;
  answer: string;
}

/**
 * Every send carries the delivery's id as its idempotency key (the webhook's Idempotency-Key, the
 * e-mail's Message-ID): a delivery repeated after a crash in mid-send can be recognised.
 */
const idempotencyKey = (outboxId: number) => `ews-notification-${outboxId}`;

/** The generic webhook's signature: hex HMAC-SHA256 of `timestamp.body` with the channel's secret. */
const webhookSignature = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** DingTalk's signed-timestamp mode: base64 HMAC-SHA256 of `timestamp\nsecret`, keyed by the secret, URL-encoded. */
function dingTalkUrl(target: string, secret: string, timestamp: number): string {
  if (!secret) return target;
  const sign = encodeURIComponent(createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));
  return `${target}${target.includes('?') ? '&' : '?'}timestamp=${timestamp}&sign=${sign}`;
}

/**
 * What the log says of a send that got no answer. fetch only says "fetch failed": the reason
 * (ECONNREFUSED, a DNS failure, a timeout) is in its cause, and that is what the admin needs.
 */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  const reason = cause ? `: ${cause.code ?? cause.message}` : '';
  return `${error.message}${reason}`.slice(0, ANSWER_CHARS);
}

async function post(url: string, body: string, headers: Record<string, string>, robot: boolean): Promise<SendResult> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    const text = (await response.text()).slice(0, ANSWER_CHARS);
    const answer = `HTTP ${response.status} ${text}`.trim();
    if (!response.ok) return { ok: false, answer };
    // The group robots answer 200 with an error code of their own.
    if (robot) {
      const errcode = (() => {
        try {
          return (JSON.parse(text) as { errcode?: unknown }).errcode;
        } catch {
          return undefined;
        }
      })();
      return { ok: errcode === 0, answer };
    }
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, answer: failureText(error) };
  }
}

async function sendMail(channel: ChannelRow, message: Message, outboxId: number): Promise<SendResult> {
  const url = new URL(channel.target);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: channel.secret } } : {}),
    connectionTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: channel.sender || `ews@${url.hostname}`,
      to: channel.recipients,
      subject: message.title,
      text: message.text,
      messageId: `<${idempotencyKey(outboxId)}@${url.hostname}>`,
    });
    return { ok: true, answer: String(info.response).slice(0, ANSWER_CHARS) };
  } catch (error) {
    return { ok: false, answer: failureText(error) };
  } finally {
    transport.close();
  }
}

/** Sends one message to one channel, in the channel's format. */
export function send(channel: ChannelRow, message: Message, outboxId: number, now = Date.now()): Promise<SendResult> {
  const key = { 'idempotency-key': idempotencyKey(outboxId) };
  switch (channel.kind as ChannelKind) {
    case 'email':
      return sendMail(channel, message, outboxId);
    case 'wecom':
      return post(channel.target, JSON.stringify({ msgtype: 'text', text: { content: message.text } }), key, true);
    case 'dingtalk':
      return post(dingTalkUrl(channel.target, channel.secret, now), JSON.stringify({ msgtype: 'text', text: { content: message.text } }), key, true);
    case 'sms': {
      // The text goes into the operator's JSON template as a JSON string's contents.
      const body = channel.bodyTemplate.replaceAll('{{message}}', JSON.stringify(message.text).slice(1, -1));
      return post(channel.target, body, key, false);
    }
    case 'webhook': {
      const body = JSON.stringify({ ...message.facts, title: message.title, text: message.text });
      const timestamp = String(now);
      return post(channel.target, body, { ...key, 'x-ews-timestamp': timestamp, 'x-ews-signature': `sha256=${webhookSignature(channel.secret, timestamp, body)}` }, false);
    }
  }
}
