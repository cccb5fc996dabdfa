import { codeMessage, httpStatusOf, translateText, type Code, type Envelope } from '@ews/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';
import { encryptDataNative } from './native-protocol.ts';

export interface EnvelopeOptions {
  encrypt: boolean;
  aesKey: string;
}

export function sendData(reply: FastifyReply, data: unknown, options: EnvelopeOptions): FastifyReply {
  const envelope: Envelope = { success: true, code: 200, msg: 'OK' };
  if (data !== null && data !== undefined) envelope.data = options.encrypt ? encryptDataNative(data, options.aesKey) : data;
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
