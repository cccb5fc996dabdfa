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

function base64ToBytes(text: string): Uint8Array {
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

/** Inverse of encryptData: the parsed JSON payload. */
export function decryptData(cipherText: string, key: string = DEFAULT_AES_KEY): unknown {
  const plain = ecb(keyBytes(key)).decrypt(base64ToBytes(cipherText));
  return JSON.parse(new TextDecoder().decode(plain));
}
