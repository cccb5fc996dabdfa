import { createCipheriv, hash, type Cipher } from 'node:crypto';
import { canonicalParams, type SignParams } from '@ews/contract';

/**
 * The server's side of the wire protocol on node:crypto. The contract's versions run on pure-JS
 * primitives so that the browser can use them too; natively the same bytes cost a fraction of a
 * call's time (bench/). server/test/unit/native-protocol.test.ts proves both give the same output.
 */
export function signParamsNative(params: SignParams): string {
  return hash('md5', canonicalParams(params), 'hex');
}

const AES_BLOCK = 16;

/**
 * One ECB cipher per key, kept for the life of the process. ECB carries nothing from one block to
 * the next, so a cipher that is only ever given whole blocks (padded here, PKCS#7, rather than by
 * `final()`, which would end it) encrypts each answer exactly as a new one would. Making a cipher
 * was half of an answer's encryption, and encryption a quarter of a signed call's time (bench/).
 */
const ciphers = new Map<string, Cipher>();

function blockCipher(key: string): Cipher {
  let cipher = ciphers.get(key);
  if (!cipher) {
    cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null).setAutoPadding(false);
    ciphers.set(key, cipher);
  }
  return cipher;
}

export function encryptDataNative(payload: unknown, key: string): string {
  const text = Buffer.from(JSON.stringify(payload), 'utf8');
  const padding = AES_BLOCK - (text.length % AES_BLOCK);
  const padded = Buffer.allocUnsafe(text.length + padding);
  text.copy(padded);
  padded.fill(padding, text.length);
  return blockCipher(key).update(padded).toString('base64');
}
