import { describe, expect, it } from 'vitest';
import { signInPageFor } from './guard.ts';

const at = (fullPath: string, hasToken = false) => signInPageFor({ pathname: fullPath.split('?')[0]!, fullPath, hasToken });

describe('the sign-in form before the console', () => {
  it('shows on the console’s login path, its query kept', () => {
    expect(at('/admin/login')).toBe('/admin/login');
    expect(at('/admin/login/?redirect=%2Fx')).toBe('/admin/login/?redirect=%2Fx');
  });

  it('answers a page that needs signing in with /admin/login?redirect={path}', () => {
    expect(at('/admin/dashboard?tab=2')).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/dashboard?tab=2')}`);
    expect(at('/')).toBe('/admin/login?redirect=%2F');
  });

  it('leaves public pages and every page of a visitor with a token to the console', () => {
    // The template's /login is the demo's sign-in, a screen of the console: not the console's form.
    for (const path of ['/login', '/maps', '/monitor', '/404', '/401', '/auth-redirect']) expect(at(path)).toBeUndefined();
    for (const path of ['/admin/login', '/login', '/admin/dashboard']) expect(at(path, true)).toBeUndefined();
  });
});
