import type { Socket } from 'node:net';
import { Codes, codeMessage, type Envelope } from '@ews/contract';

const refusals: Record<string, { status: number; reason: string; code: typeof Codes.TOO_LARGE | typeof Codes.VALIDATION }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: Codes.TOO_LARGE },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: Codes.VALIDATION },
};
const malformed = { status: 400, reason: 'Bad Request', code: Codes.VALIDATION };

/**
 * Requests Node's HTTP server refuses before Fastify sees them (a header or URL past the 16 KB
 * limit, a malformed request, a request too slow to arrive) still get the JSON envelope of every answer,
 * so that every client reads one answer format. The headers were not read, so the caller's
 * language is unknown: English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, code } = refusals[error.code ?? ''] ?? malformed;
  const envelope: Envelope = { success: false, code, msg: codeMessage(code, 'en') };
  const body = JSON.stringify(envelope);
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
