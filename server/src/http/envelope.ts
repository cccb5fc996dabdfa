import { codeMessage, httpStatusOf, translateText, type Code, type Envelope, type FileResult } from '@ews/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';
import { sharedAnswers } from './current-answer.ts';
import { compressed, preferredEncoding, type Encoding } from './encodings.ts';
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

/** A successful answer's envelope: as written text when its data is encrypted (API_ENCRYPT), else as an object to serialise. */
function successEnvelope(data: unknown, options: EnvelopeOptions): string | Envelope {
  if (data !== null && data !== undefined && options.encrypt) return encryptedEnvelope(encryptDataNative(data, options.aesKey));
  const envelope: Envelope = { success: true, code: 200, msg: 'OK' };
  if (data !== null && data !== undefined) envelope.data = data;
  return envelope;
}

/** A shared answer's body as sent, made once: as text, and compressed in each encoding asked for. */
interface SharedBody {
  text: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}
const sharedBodies = new WeakMap<object, SharedBody>();

/**
 * An answer every caller shares (sharedAnswers: the maps' and the wall display's) goes out as the
 * same bytes each time, so they are made once: encrypting and compressing the 100 000-point map's
 * 6 MB answer again for each caller cost more than building it.
 */
function sendShared(reply: FastifyReply, data: object, options: EnvelopeOptions): FastifyReply {
  let body = sharedBodies.get(data);
  if (!body) {
    const envelope = successEnvelope(data, options);
    body = { text: typeof envelope === 'string' ? envelope : JSON.stringify(envelope), encoded: {} };
    sharedBodies.set(data, body);
  }
  reply.status(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.text);
  const bytes = (body.encoded[encoding] ??= compressed(body.text, encoding));
  return reply.header('content-encoding', encoding).send(bytes);
}

export function sendData(reply: FastifyReply, data: unknown, options: EnvelopeOptions): FastifyReply {
  if (typeof data === 'object' && data !== null && sharedAnswers.has(data)) return sendShared(reply, data, options);
  const envelope = successEnvelope(data, options);
  return typeof envelope === 'string' ? reply.status(200).type('application/json; charset=utf-8').send(envelope) : reply.status(200).send(envelope);
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
