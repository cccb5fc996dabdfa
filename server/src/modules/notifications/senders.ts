import { createHmac } from 'node:crypto';
import net, { type LookupFunction } from 'node:net';
import type { ChannelKind } from '@ews/contract';
import nodemailer from 'nodemailer';
import { Agent, fetch, type Response } from 'undici';
import { InternalDestination, resolveDestination, type Destination } from './destination.ts';
import type { Message } from './message.ts';
import type { ChannelRow } from './queries.ts';

/** How long one send may take; far below the lease, so a live sender never loses its claim mid-send. */
const SEND_TIMEOUT_MS = 15_000;
/** How much of a failure's own reason the delivery log keeps. */
const REASON_CHARS = 100;

interface SendResult {
  ok: boolean;
  /**
   * The status and a short reason of our own: never the receiver's body, which a channel aimed at
   * some other service would read back through the log.
   */
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
  if (error instanceof InternalDestination) return error.message;
  if (!(error instanceof Error)) return String(error).slice(0, REASON_CHARS);
  const { code, syscall } = error as NodeJS.ErrnoException;
  // dns.lookup's own failure, before any fetch: said as fetch says a name it could not find.
  if (code && syscall === 'getaddrinfo') return `fetch failed: ${code}`;
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  const reason = cause ? `: ${cause.code ?? cause.message}` : '';
  return `${error.message}${reason}`.slice(0, REASON_CHARS);
}

/** The group robots answer 200 with an error code of their own; the log keeps that number and nothing else of the body. */
async function robotErrcode(response: Response): Promise<number | undefined> {
  try {
    const { errcode } = (await response.json()) as { errcode?: unknown };
    return Number.isSafeInteger(errcode) ? (errcode as number) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A connection pool that connects to `destination` whatever the URL's host resolves to by then: the
 * checked address is the one used (TLS still verifies the URL's host name).
 */
const pinnedTo = ({ address, family }: Destination) =>
  new Agent({
    connect: {
      lookup: ((_host, options, callback) => (options.all ? callback(null, [{ address, family }]) : callback(null, address, family))) as LookupFunction,
    },
  });

/** A POST to a checked address; a redirect is not followed (a 302 would turn it into a GET to wherever it points). */
async function post(url: string, body: string, headers: Record<string, string>, robot: boolean, allowed: readonly string[]): Promise<SendResult> {
  let agent: Agent | undefined;
  try {
    agent = pinnedTo(await resolveDestination(new URL(url).hostname, allowed));
    const init = { method: 'POST', body, redirect: 'manual', dispatcher: agent, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) } as const;
    const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
    if (response.status >= 300 && response.status < 400) return { ok: false, answer: `HTTP ${response.status} redirect not followed` };
    if (!response.ok || !robot) return { ok: response.ok, answer: `HTTP ${response.status}` };
    const errcode = await robotErrcode(response);
    return { ok: errcode === 0, answer: `HTTP ${response.status} errcode ${errcode ?? 'missing'}` };
  } catch (error) {
    return { ok: false, answer: failureText(error) };
  } finally {
    await agent?.destroy();
  }
}

/** Why nodemailer failed, in its codes (ESOCKET, EAUTH, ...) and the SMTP reply's number: its text is the server's. */
function mailFailure(error: unknown): string {
  const { code = '', responseCode, message = '' } = error as { code?: string; responseCode?: number; message?: string };
  const cause = /\bE[A-Z]{4,}\b/.exec(message)?.[0];
  return ['SMTP failed:', code, responseCode, cause && cause !== code ? `(${cause})` : ''].filter(Boolean).join(' ');
}

async function sendMail(channel: ChannelRow, message: Message<object>, outboxId: number, allowed: readonly string[]): Promise<SendResult> {
  const url = new URL(channel.target);
  let destination: Destination;
  try {
    destination = await resolveDestination(url.hostname, allowed);
  } catch (error) {
    return { ok: false, answer: failureText(error) };
  }
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const transport = nodemailer.createTransport({
    // The checked address, connected to as it is; TLS verifies the host's name (an address has none to send).
    host: destination.address,
    ...(net.isIP(name) === 0 ? { tls: { servername: name } } : {}),
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
    return { ok: true, answer: `SMTP ${String(info.response).slice(0, 3)}` };
  } catch (error) {
    return { ok: false, answer: mailFailure(error) };
  } finally {
    transport.close();
  }
}

/** Sends one message to one channel, in the channel's format. */
export function send(channel: ChannelRow, message: Message<object>, outboxId: number, allowed: readonly string[], now = Date.now()): Promise<SendResult> {
  const key = { 'idempotency-key': idempotencyKey(outboxId) };
  switch (channel.kind as ChannelKind) {
    case 'email':
      return sendMail(channel, message, outboxId, allowed);
    case 'wecom':
      return post(channel.target, JSON.stringify({ msgtype: 'text', text: { content: message.text } }), key, true, allowed);
    case 'dingtalk':
      return post(dingTalkUrl(channel.target, channel.secret, now), JSON.stringify({ msgtype: 'text', text: { content: message.text } }), key, true, allowed);
    case 'sms': {
      // The text goes into the operator's JSON template as a JSON string's contents.
      const body = channel.bodyTemplate.replaceAll('{{message}}', JSON.stringify(message.text).slice(1, -1));
      return post(channel.target, body, key, false, allowed);
    }
    case 'webhook': {
      const body = JSON.stringify({ ...message.facts, title: message.title, text: message.text });
      const timestamp = String(now);
      return post(channel.target, body, { ...key, 'x-ews-timestamp': timestamp, 'x-ews-signature': `sha256=${webhookSignature(channel.secret, timestamp, body)}` }, false, allowed);
    }
  }
}
