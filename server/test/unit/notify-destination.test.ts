import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { InternalDestination, resolveDestination } from '../../src/modules/notifications/destination.ts';
import { maskTarget, originOf } from '../../src/modules/notifications/target.ts';

describe('NOTIFY_ALLOWED_HOSTS', () => {
  it('takes host names, addresses and CIDRs, and stops the start on anything else', () => {
    expect(loadConfig({ NOTIFY_ALLOWED_HOSTS: ' Hooks.Internal, 10.0.0.0/8,[::1], fd00::/8 ,127.0.0.1' }).notifyAllowedHosts).toEqual(['hooks.internal', '10.0.0.0/8', '::1', 'fd00::/8', '127.0.0.1']);
    expect(loadConfig({}).notifyAllowedHosts).toEqual([]);
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'host/8', 'http://hooks.internal', '10.0.0.0/8/1', 'under_score.example']) {
      expect(() => loadConfig({ NOTIFY_ALLOWED_HOSTS: bad }), bad).toThrow(/NOTIFY_ALLOWED_HOSTS/);
    }
  });
});

describe('resolveDestination', () => {
  const refused = (host: string, allowed: string[] = []) => expect(resolveDestination(host, allowed), host).rejects.toBeInstanceOf(InternalDestination);

  it('refuses this host’s and private networks’ addresses, and lets public ones through', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0', '10.9.8.7', '100.127.255.255', '169.254.169.254', '172.31.0.1', '192.168.0.1', '198.18.0.1', '224.0.0.251', '255.255.255.255']) await refused(host);
    for (const host of ['[::]', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:a9fe:a9fe]', '[fd12:3456::1]', '[fe80::1]', '[fec0::1]', '[ff02::1]', '[64:ff9b::7f00:1]', 'localhost']) await refused(host);
    for (const host of ['8.8.8.8', '100.128.0.1', '172.32.0.1', '[2001:4860:4860::8888]', '[64:ff9b::808:808]']) expect(await resolveDestination(host, [])).toMatchObject({ address: host.replace(/^\[(.*)\]$/, '$1') });
  });

  it("refuses this host's own public address, which reaches what listens on every interface, unless allowed", async () => {
    const own = ['127.0.0.1', '203.0.113.7', '2001:db8::7'];
    for (const host of ['203.0.113.7', '[2001:db8::7]', '[::ffff:203.0.113.7]']) await expect(resolveDestination(host, [], own), host).rejects.toBeInstanceOf(InternalDestination);
    expect(await resolveDestination('203.0.113.8', [], own)).toEqual({ address: '203.0.113.8', family: 4 });
    expect(await resolveDestination('203.0.113.7', ['203.0.113.7'], own)).toEqual({ address: '203.0.113.7', family: 4 });
  });

  it('lets through what the operator allows: an address, a network, a name', async () => {
    expect(await resolveDestination('127.0.0.1', ['127.0.0.1'])).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await resolveDestination('[::ffff:127.0.0.1]', ['127.0.0.0/8'])).toMatchObject({ family: 6 });
    expect(await resolveDestination('10.1.2.3', ['10.1.0.0/16'])).toEqual({ address: '10.1.2.3', family: 4 });
    await refused('10.2.0.1', ['10.1.0.0/16']);
    await refused('127.0.0.2', ['127.0.0.1']);
    expect((await resolveDestination('LocalHost.', ['localhost'])).address).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});

describe('maskTarget', () => {
  it('masks user-info, token-like path segments and query values, and nothing else', () => {
    expect(maskTarget('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa')).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=••••••5aaa');
    expect(maskTarget('https://oapi.dingtalk.com/robot/send?access_token=abc')).toBe('https://oapi.dingtalk.com/robot/send?access_token=••••••');
    expect(maskTarget('https://token@hooks.example.org/v2/send')).toBe('https://••••••@hooks.example.org/v2/send');
    expect(maskTarget('https://hooks.example.org/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX')).toBe('https://hooks.example.org/services/••••••/••••••/••••••XXXX');
    expect(maskTarget('smtps://alerts@example.org@mail.example.org:465')).toBe('smtps://alerts@example.org@mail.example.org:465');
    expect(maskTarget('not a url')).toBe('not a url');
  });
});

describe('originOf', () => {
  it('names the scheme, host and port an address sends to', () => {
    expect(originOf('smtp://duty@Mail.Example.org:587')).toBe('smtp://mail.example.org:587');
    expect(originOf('https://hooks.example.org/a?b=c')).toBe(originOf('https://hooks.example.org:443/z'));
    expect(originOf('https://hooks.example.org/a')).not.toBe(originOf('http://hooks.example.org/a'));
  });
});
