import { describe, expect, it } from 'vitest';
import { startBanner } from '../../src/banner.ts';
import { loadConfig } from '../../src/config.ts';

describe('the start banner', () => {
  const config = loadConfig({ SEED_DEMO: 'true' });

  it('shows each generated password once, the demo accounts’ apart from the admin’s', () => {
    const banner = startBanner(config, { createdAdmin: true, generatedAdminPassword: 'AdminPass234', generatedDemoPassword: 'DemoPass567' });
    expect(banner).toContain('Sign in as admin with the generated password: AdminPass234');
    expect(banner).toContain('Demo accounts operator, analyst and viewer: generated password DemoPass567');
    expect(banner.split('AdminPass234')).toHaveLength(2);
  });

  it('on later starts names the settings, not the passwords', () => {
    const banner = startBanner(config, { createdAdmin: false });
    expect(banner).toContain('Sign in as admin with ADMIN_PASSWORD');
    expect(banner).toContain('Demo accounts operator, analyst and viewer use DEMO_PASSWORD');
    expect(banner).not.toContain('admin password');
  });

  it('says nothing of demo accounts when they are not seeded', () => {
    expect(startBanner(loadConfig({ NODE_ENV: 'production' }), { createdAdmin: false })).not.toContain('Demo');
  });
});
