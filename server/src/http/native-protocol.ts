import { createCipheriv, createHash } from 'node:crypto';
import { canonicalParams, type SignParams } from '@ews/contract';

/**
 * The server's side of the wire protocol on node:crypto. The contract's versions run on pure-JS
 * primitives so that the browser can use them too; natively the same bytes cost a fraction of a
 * call's time (bench/). server/test/unit/native-protocol.test.ts proves both give the same output.
 */
export function signParamsNative(params: SignParams): string {
  return createHash('md5').update(canonicalParams(params), 'utf8').digest('hex');
}

export function encryptDataNative(payload: unknown, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64');
}
