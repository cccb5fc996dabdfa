import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, systemEndpoints } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * deploy/ cannot be run here (no images can be pulled), so it is checked by what can run: the compose
 * file is parsed and read, the Dockerfile's stages and healthcheck are read, and the systemd unit
 * goes through `systemd-analyze verify` where that tool exists.
 */

const deploy = path.resolve(import.meta.dirname, '../deploy');
const read = (file: string) => fs.readFileSync(path.join(deploy, file), 'utf8');
const healthPath = `${API_BASE}/${systemEndpoints.health.path}`;

interface Service {
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const consoles = ['console-1', 'console-2'].map((name) => compose.services[name]!);

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, two console instances and a TLS proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['console-1', 'console-2', 'postgres', 'proxy']);
    expect(compose.services.postgres!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(compose.services.proxy!.ports).toContain('443:443');
  });

  it('points both instances at one DATABASE_URL, with no password written in it', () => {
    const urls = consoles.map((service) => service.environment!.DATABASE_URL);
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^postgres:\/\/plague_ews:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/plague_ews$/);
    for (const service of consoles) expect(service.environment).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
  });

  it('starts each instance once the database is healthy, and the proxy once both instances are', () => {
    for (const service of consoles) expect(service.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(compose.services.proxy!.depends_on).toEqual({ 'console-1': { condition: 'service_healthy' }, 'console-2': { condition: 'service_healthy' } });
  });

  it('hands the proxy a Caddyfile that balances both instances on their health path', () => {
    expect(compose.services.proxy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy console-1:8080 console-2:8080/);
    expect(caddyfile).toContain(`health_uri ${healthPath}`);
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in stages and runs the last one unprivileged, with production dependencies only', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(lastStage).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(lastStage).toMatch(/COPY --from=deps \/app\/node_modules/);
  });

  it('checks its health on the endpoint the contract declares', () => {
    expect(lastStage).toMatch(/^HEALTHCHECK /m);
    expect(lastStage.slice(lastStage.indexOf('HEALTHCHECK'))).toContain(healthPath);
  });
});

describe('deploy/plague-ews.service', () => {
  const analyze = spawnSync('systemd-analyze', ['--version']);
  const verifiable = analyze.error === undefined && analyze.status === 0;

  it('is hardened', () => {
    const unit = read('plague-ews.service');
    for (const setting of ['NoNewPrivileges=yes', 'ProtectSystem=strict', 'ProtectHome=yes', 'PrivateTmp=yes', 'CapabilityBoundingSet=']) {
      expect(unit).toMatch(new RegExp(`^${setting}$`, 'm'));
    }
    expect(unit).not.toMatch(/^User=root$/m);
  });

  it.skipIf(!verifiable)('passes systemd-analyze verify without a warning (skipped where systemd-analyze is missing)', () => {
    const result = spawnSync('systemd-analyze', ['verify', path.join(deploy, 'plague-ews.service')], { encoding: 'utf8' });
    expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 0, stderr: '' });
  });
});
