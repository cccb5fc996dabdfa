import { codeMessage, httpStatusOf, translateText, type Code, type Envelope, type FileResult } from '@ews/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';
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

export function sendData(reply: FastifyReply, data: unknown, options: EnvelopeOptions): FastifyReply {
  if (data !== null && data !== undefined && options.encrypt) {
    return reply.status(200).type('application/json; charset=utf-8').send(encryptedEnvelope(encryptDataNative(data, options.aesKey)));
  }
  const envelope: Envelope = { success: true, code: 200, msg: 'OK' };
  if (data !== null && data !== undefined) envelope.data = data;
  return reply.status(200).send(envelope);
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
