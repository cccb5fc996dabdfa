import { ecb } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The built-in key of the response cipher (AES-128 over `data`). This is obfuscation kept for
 * compatibility with the original console, not secrecy: the key ships in the browser bundle.
 */
export const DEFAULT_AES_KEY = 'plague-ews-2026!';

function keyBytes(key: string): Uint8Array {
  const bytes = utf8ToBytes(key);
  if (bytes.length !== 16) throw new Error('The AES key must be 16 bytes of UTF-8 (AES-128)');
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Uint8Array with the platform's base64 decoder, where it has one (browsers since 2025; not Node 20). */
const TypedArrays = Uint8Array as typeof Uint8Array & { fromBase64?: (text: string) => Uint8Array };

function base64ToBytes(text: string): Uint8Array {
  if (TypedArrays.fromBase64) return TypedArrays.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** base64 of AES-128-ECB/PKCS#7 of the UTF-8 JSON of `payload`. */
export function encryptData(payload: unknown, key: string = DEFAULT_AES_KEY): string {
  const plain = utf8ToBytes(JSON.stringify(payload));
  return bytesToBase64(ecb(keyBytes(key)).encrypt(plain));
}

/** The JSON payload in decrypted UTF-8 bytes. */
const parsed = (plain: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(plain));

/** Inverse of encryptData: the parsed JSON payload. */
export function decryptData(cipherText: string, key: string = DEFAULT_AES_KEY): unknown {
  return parsed(ecb(keyBytes(key)).decrypt(base64ToBytes(cipherText)));
}

const BLOCK = 16;
/** Below this many bytes of cipher text the JavaScript AES is quicker than the platform's, whose every call is a promise. */
const PLATFORM_AES_FROM = 64 * 1024;

/**
 * AES-ECB decryption by the platform's AES (WebCrypto), which offers CBC but not ECB. CBC decrypts
 * block i as D(Cᵢ) ⊕ Cᵢ₋₁, so with a zero IV it gives D(C₁), and each later D(Cᵢ) is its output ⊕
 * Cᵢ₋₁ again. WebCrypto checks the padding of CBC's last block, which ECB's cipher text does not
 * have: an extra block X = E(Cₙ ⊕ 0x10…) decrypts after Cₙ to a whole block of padding, dropped.
 * Answers the ECB plain text with its own padding still on.
 */
async function platformEcbDecrypt(subtle: SubtleCrypto, key: Uint8Array, cipher: Uint8Array): Promise<Uint8Array> {
  const zeroIv = new Uint8Array(BLOCK);
  const aes = await subtle.importKey('raw', key as BufferSource, 'AES-CBC', false, ['encrypt', 'decrypt']);
  const lastBlock = cipher.subarray(cipher.length - BLOCK);
  const paddingBlock = lastBlock.map((byte) => byte ^ BLOCK);
  const extra = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: zeroIv }, aes, paddingBlock)).subarray(0, BLOCK);
  const chained = new Uint8Array(cipher.length + BLOCK);
  chained.set(cipher);
  chained.set(extra, cipher.length);
  const plain = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv: zeroIv }, aes, chained));
  for (let at = BLOCK; at < plain.length; at++) plain[at]! ^= cipher[at - BLOCK]!;
  return plain;
}

/** The plain text without its PKCS#7 padding; throws on padding that is not. */
function unpadded(plain: Uint8Array): Uint8Array {
  const count = plain[plain.length - 1] ?? 0;
  if (count < 1 || count > BLOCK || plain.length < count || plain.subarray(plain.length - count).some((byte) => byte !== count)) throw new Error('invalid padding');
  return plain.subarray(0, plain.length - count);
}

/**
 * decryptData for an answer of any size: a large one (the public map's is megabytes) by the
 * platform's AES where there is one (browsers give it on https and localhost only), which is many
 * times quicker than AES in JavaScript; otherwise as decryptData.
 */
export async function decryptDataAsync(cipherText: string, key: string = DEFAULT_AES_KEY, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<unknown> {
  const cipher = base64ToBytes(cipherText);
  if (!subtle || cipher.length < PLATFORM_AES_FROM || cipher.length % BLOCK !== 0) return parsed(ecb(keyBytes(key)).decrypt(cipher));
  return parsed(unpadded(await platformEcbDecrypt(subtle, keyBytes(key), cipher)));
}
