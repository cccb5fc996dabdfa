import { describe, expect, it } from 'vitest';
import { redactToken } from '../../src/app.ts';

describe('request log redaction', () => {
  it('hides a token query parameter wherever it sits', () => {
    expect(redactToken('/admin/api/sysuser/info?token=abc.def&timeStamp=1')).toBe('/admin/api/sysuser/info?token=[redacted]&timeStamp=1');
    expect(redactToken('/admin/api/sysuser/info?timeStamp=1&TOKEN=xyz')).toBe('/admin/api/sysuser/info?timeStamp=1&TOKEN=[redacted]');
    expect(redactToken('/admin/api/health')).toBe('/admin/api/health');
  });
});
