import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createPrivateFile, PRIVATE_DIR } from './private-files.ts';

/**
 * Secrets at rest (issue 42): a value is stored as `sealed:v1:<key id>:<base64url of nonce, AES-256-GCM
 * ciphertext and tag>`. The key id names the key that sealed it, so a server holding an old and a new
 * key during a rotation opens each value with its own, and one holding neither says which it lacks.
 */
const PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** The data directory's key, used when SECRETS_KEY is not set. */
export const KEY_FILE = 'secrets.key';

interface Key {
  id: string;
  bytes: Buffer;
}

/** A key's public name: 8 hex characters of its SHA-256, which tell keys apart and reveal nothing of them. */
const keyOf = (bytes: Buffer): Key => ({ id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes });

export const isSealed = (value: string) => value.startsWith(PREFIX);

/** A value sealed with a key this server does not hold (or damaged): it cannot be read back. */
export class UnreadableSecretError extends Error {
  constructor(readonly keyId: string) {
    super(`a secret is sealed with key ${keyId}, which this server does not hold (SECRETS_KEY, SECRETS_KEY_OLD, DATA_DIR/${KEY_FILE})`);
  }
}

/** A key as SECRETS_KEY gives it (base64 of 32 bytes), or a refusal naming where it came from. */
export function parseKey(text: string, source: string): Buffer {
  const bytes = Buffer.from(text.trim(), 'base64');
  if (bytes.length !== KEY_BYTES || bytes.toString('base64') !== text.trim()) {
    throw new Error(`${source} must be the base64 of ${KEY_BYTES} random bytes (e.g. the output of \`openssl rand -base64 32\`)`);
  }
  return bytes;
}

/**
 * The keys of one server: SECRETS_KEY seals (else the data directory's key file, made 0600 on first
 * need), and every key it knows opens: SECRETS_KEY, SECRETS_KEY_OLD and the key file when one is there,
 * so moving from the generated key to one of the operator's, or from an old key to a new, is a
 * re-seal (`npm run rotate-secrets`) and never a loss.
 */
export class Keyring {
  private fileKey: Key | undefined;
  /** Whether this process made the key file: the start says so, once. */
  created = false;

  constructor(
    readonly dataDir: string,
    private readonly given: { secretsKey?: Buffer | undefined; secretsKeyOld?: Buffer | undefined },
  ) {}

  get file(): string {
    return path.join(this.dataDir, KEY_FILE);
  }

  /** Where the sealing key comes from, for the start's banner. */
  get source(): 'SECRETS_KEY' | 'file' {
    return this.given.secretsKey ? 'SECRETS_KEY' : 'file';
  }

  /** The key new values are sealed with; the key file is made here when there is none yet. */
  current(): Key {
    if (this.given.secretsKey) return keyOf(this.given.secretsKey);
    return this.readFile() ?? this.createFile();
  }

  seal(plain: string, field: string): string {
    if (plain === '') return '';
    const key = this.current();
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce).setAAD(Buffer.from(field));
    const sealed = Buffer.concat([nonce, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${key.id}:${sealed.toString('base64url')}`;
  }

  /** A sealed value's text ('' stays ''); `field` must be the one it was sealed for, so values cannot be swapped between fields. */
  open(value: string, field: string): string {
    if (value === '') return '';
    if (!isSealed(value)) throw new Error(`a ${field} is stored in clear: migration 014 seals it`);
    const [keyId = '', body = ''] = value.slice(PREFIX.length).split(':');
    const data = Buffer.from(body, 'base64url');
    for (const key of this.known().filter((candidate) => candidate.id === keyId)) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, data.subarray(0, NONCE_BYTES)).setAAD(Buffer.from(field));
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        return Buffer.concat([decipher.update(data.subarray(NONCE_BYTES, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // Another key of the same id (never in practice), or a damaged value: unreadable below.
      }
    }
    throw new UnreadableSecretError(keyId);
  }

  private known(): Key[] {
    return [this.given.secretsKey, this.given.secretsKeyOld].filter((bytes) => bytes !== undefined).map(keyOf).concat(this.readFile() ?? []);
  }

  private readFile(): Key | undefined {
    if (!this.fileKey && fs.existsSync(this.file)) this.fileKey = keyOf(parseKey(fs.readFileSync(this.file, 'utf8'), this.file));
    return this.fileKey;
  }

  /**
   * Writes a new key beside its name and links it in: two instances starting at once on one data
   * directory both end with the one that was linked first, never with half a file.
   */
  private createFile(): Key {
    fs.mkdirSync(this.dataDir, { recursive: true, mode: PRIVATE_DIR });
    const staged = `${this.file}.${process.pid}.new`;
    createPrivateFile(staged, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
    try {
      fs.linkSync(staged, this.file);
      this.created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(staged, { force: true });
    }
    return this.readFile()!;
  }
}

/**
 * Carries a database's keyring with it, transactions included (they share its plugins), so the
 * queries that read and write secrets need no parameter more. It changes no query and no result.
 */
export class KeyringCarrier implements KyselyPlugin {
  constructor(readonly keyring: Keyring) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape, migrations included
export function keyringOf(db: Kysely<any>): Keyring {
  const carrier = db.getExecutor().plugins.find((plugin) => plugin instanceof KeyringCarrier);
  if (!carrier) throw new Error('this database was opened without a keyring (openDatabase gives it one)');
  return carrier.keyring;
}
