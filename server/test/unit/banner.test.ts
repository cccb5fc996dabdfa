import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBanner } from '../../src/banner.ts';
import { loadConfig } from '../../src/config.ts';
import { Keyring } from '../../src/db/secrets.ts';

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

describe('the start banner', () => {
  const config = loadConfig({ SEED_DEMO: 'true', SECRETS_KEY });
  const keyring = new Keyring(os.tmpdir(), config);

  it('shows each generated password once, the demo accounts’ apart from the admin’s', () => {
    const banner = startBanner(config, { createdAdmin: true, generatedAdminPassword: 'AdminPass234', generatedDemoPassword: 'DemoPass567' }, keyring);
    expect(banner).toContain('Sign in as admin with the generated password: AdminPass234');
    expect(banner).toContain('Demo accounts operator, analyst and viewer: generated password DemoPass567');
    expect(banner.split('AdminPass234')).toHaveLength(2);
  });

  it('on later starts names the settings, not the passwords', () => {
    const banner = startBanner(config, { createdAdmin: false }, keyring);
    expect(banner).toContain('Sign in as admin with ADMIN_PASSWORD');
    expect(banner).toContain('Demo accounts operator, analyst and viewer use DEMO_PASSWORD');
    expect(banner).not.toContain('admin password');
  });

  it('says nothing of demo accounts when they are not seeded', () => {
    expect(startBanner(loadConfig({ NODE_ENV: 'production' }), { createdAdmin: false }, keyring)).not.toContain('Demo');
  });

  it('names the key that seals the channels’ secrets, and a generated one once, where it lies', () => {
    expect(startBanner(config, { createdAdmin: false }, keyring)).toContain(`Channel secrets: sealed with SECRETS_KEY (key ${keyring.current().id})`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-banner-'));
    try {
      const first = new Keyring(dataDir, {});
      first.current();
      const file = path.join(dataDir, 'secrets.key');
      expect(startBanner(config, { createdAdmin: false }, first)).toContain(`sealed with a key generated now in ${file} (0600)`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const later = new Keyring(dataDir, {});
      expect(startBanner(config, { createdAdmin: false }, later)).toContain(`sealed with the key in ${file}.`);
      expect(later.current()).toEqual(first.current());
      expect(startBanner({ ...config, databaseUrl: 'postgres://db/ews' }, { createdAdmin: false }, later)).toContain('every instance on this database needs the same key: set SECRETS_KEY');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
