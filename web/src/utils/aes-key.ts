import { DEFAULT_AES_KEY } from '@ews/contract/protocol/cipher';

let key: string | undefined;

/**
 * The response cipher key: the server writes an operator's override into
 * <meta name="ews-aes-key">; empty means the contract's built-in key.
 */
export function getAesKey(): string {
  key ??= document.querySelector<HTMLMetaElement>('meta[name="ews-aes-key"]')?.content.trim() || DEFAULT_AES_KEY;
  return key;
}
