import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { Keyring, UnreadableSecretError } from '../../src/db/secrets.ts';

/* The seal of a channel's secrets: AES-256-GCM with a random nonce, bound to its field, named by its key. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-secrets-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const key = () => randomBytes(32);

describe('the keyring', () => {
  const [oldKey, newKey] = [key(), key()];
  const old = new Keyring(dataDir, { secretsKey: oldKey });
  const rotating = new Keyring(dataDir, { secretsKey: newKey, secretsKeyOld: oldKey });

  it('seals a value under a fresh nonce each time, and opens it again', () => {
    const [first, second] = [old.seal('hook-secret', 'secret'), old.seal('hook-secret', 'secret')];
    expect(first).not.toBe(second);
    expect(first).toMatch(new RegExp(`^sealed:v1:${old.current().id}:`));
    expect(old.open(first, 'secret')).toBe('hook-secret');
    expect(old.seal('', 'secret')).toBe('');
  });

  it('opens an old key’s values while sealing new ones with the new key', () => {
    const sealedOld = old.seal('token', 'target');
    expect(rotating.open(sealedOld, 'target')).toBe('token');
    expect(rotating.seal('token', 'target')).toMatch(new RegExp(`^sealed:v1:${rotating.current().id}:`));
    expect(rotating.current().id).not.toBe(old.current().id);
  });

  it('refuses a value of another field, a changed one, or one of a key it lacks, naming that key', () => {
    const sealed = old.seal('password', 'secret');
    expect(() => old.open(sealed, 'target')).toThrow(UnreadableSecretError);
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(() => old.open(flipped, 'secret')).toThrow(UnreadableSecretError);
    expect(() => new Keyring(dataDir, { secretsKey: newKey }).open(sealed, 'secret')).toThrow(`sealed with key ${old.current().id}`);
    expect(() => old.open('in clear', 'secret')).toThrow('stored in clear');
  });

  it('takes SECRETS_KEY as the base64 of 32 bytes, and refuses anything else', () => {
    expect(loadConfig({ SECRETS_KEY: newKey.toString('base64') }).secretsKey).toEqual(newKey);
    for (const bad of ['short', randomBytes(16).toString('base64'), randomBytes(32).toString('hex')]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow('SECRETS_KEY must be the base64 of 32 random bytes');
    }
  });
});
