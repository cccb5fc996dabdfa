import { codeMessage, httpStatusOf, translateText, type Code, type Envelope, type FileResult } from '@ews/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';
import { sharedAnswers } from './current-answer.ts';
import { COMPRESS_THRESHOLD_BYTES, compressed, compressedOffLoop, preferredEncoding, type Encoding } from './encodings.ts';
import { encryptDataNative } from './native-protocol.ts';

export interface EnvelopeOptions {
  encrypt: boolean;
  aesKey: string;
}

/**
 * An encrypted answer's envelope, written as text: its data is base64, which JSON carries as it
 * is, so nothing in it needs escaping and the envelope needs no serialiser (bench/: the signed call).
 */
const encryptedEnvelope = (base64: string) => `{"success":true,"code":200,"msg":"OK","data":"${base64}"}`;

/** A successful answer's envelope as sent, its data encrypted unless API_ENCRYPT is off. */
function successEnvelope(data: unknown, options: EnvelopeOptions): string {
  if (data !== null && data !== undefined && options.encrypt) return encryptedEnvelope(encryptDataNative(data, options.aesKey));
  const envelope: Envelope = { success: true, code: 200, msg: 'OK' };
  if (data !== null && data !== undefined) envelope.data = data;
  return JSON.stringify(envelope);
}

/** A body's compressed forms, kept with a shared answer's text. */
type EncodedBodies = Partial<Record<Encoding, Buffer>>;

/**
 * An answer's envelope as the client takes it: under COMPRESS_THRESHOLD_BYTES as it is, else
 * compressed; a shared answer's compressed once and kept in `kept`, a single call's in libuv's
 * threads. The API's routes do this here rather than through @fastify/compress (register.ts): its
 * hooks on every call were a twentieth of the signed call's JavaScript (bench/).
 */
function sendEnvelope(reply: FastifyReply, text: string, kept?: EncodedBodies): FastifyReply | Promise<FastifyReply> {
  reply.status(200).type('application/json; charset=utf-8');
  if (text.length < COMPRESS_THRESHOLD_BYTES) return reply.send(text);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(text);
  reply.header('content-encoding', encoding);
  if (kept) return reply.send((kept[encoding] ??= compressed(text, encoding)));
  return compressedOffLoop(text, encoding).then((bytes) => reply.send(bytes));
}

/** A shared answer's body as sent, made once: as text, and compressed in each encoding asked for. */
interface SharedBody {
  text: string;
  encoded: EncodedBodies;
}
const sharedBodies = new WeakMap<object, SharedBody>();

/**
 * An answer callers share (sharedAnswers: the maps', the wall display's, a session's info) goes out
 * as the same bytes each time, so they are made once: encrypting and compressing the 100 000-point
 * map's 6 MB answer again for each caller cost more than building it.
 */
function sendShared(reply: FastifyReply, data: object, options: EnvelopeOptions): FastifyReply | Promise<FastifyReply> {
  let body = sharedBodies.get(data);
  if (!body) {
    body = { text: successEnvelope(data, options), encoded: {} };
    sharedBodies.set(data, body);
  }
  return sendEnvelope(reply, body.text, body.encoded);
}

export function sendData(reply: FastifyReply, data: unknown, options: EnvelopeOptions): FastifyReply | Promise<FastifyReply> {
  if (typeof data === 'object' && data !== null && sharedAnswers.has(data)) return sendShared(reply, data, options);
  return sendEnvelope(reply, successEnvelope(data, options));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: Exclude<Code, 200>, message?: string) {
  const language = requestLanguage(request);
  const envelope: Envelope = {
    success: false,
    code,
    msg: message ? translateText(message, language) : codeMessage(code, language),
  };
  return reply.status(httpStatusOf[code]).send(envelope);
}

/** A download: the file itself, named for the browser in UTF-8 (RFC 6266). */
export function sendFile(reply: FastifyReply, file: FileResult): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .status(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(Buffer.from(file.body));
}
