import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One request a receiver took: its path and query, headers and body, and what it answered. */
export interface Received {
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A real HTTP receiver on loopback. Each path fails its first `failFirst` requests with a 500, then
 * answers as the group robots do ({ errcode: 0 }). With `holdFirst` the very first request is
 * taken in whole and never answered: its sender is left waiting in mid-send. `answerAfterMs` makes
 * each answer slow, as a distant receiver's, so that senders overlap.
 */
export async function startHttpReceiver(failFirst = 0, { holdFirst = false, answerAfterMs = 0 } = {}) {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      const count = (seen.get(url.pathname) ?? 0) + 1;
      seen.set(url.pathname, count);
      const status = count <= failFirst ? 500 : 200;
      received.push({ url, headers: request.headers, body, status });
      if (holdFirst && received.length === 1) return;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(status === 200 ? JSON.stringify({ errcode: 0, errmsg: 'ok' }) : JSON.stringify({ errcode: -1, errmsg: 'try again' }));
      }, answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A real SMTP server on loopback (no TLS) that keeps each message whole. With `auth` it takes a
 * sign-in over plain SMTP (loopback only) and keeps the user and password a sender gave.
 */
export async function startSmtpReceiver({ auth = false } = {}) {
  const messages: { from: string; to: string[]; raw: string }[] = [];
  const logins: { username: string; password: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: auth,
    onAuth({ username, password }, _session, callback) {
      logins.push({ username: username ?? '', password: password ?? '' });
      callback(null, { user: username ?? '' });
    },
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers something other than undefined, looking again every 25 ms (the test's timeout catches a hang). */
export async function until<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
