import { describe, expect, it } from 'vitest';
import { matchesRoutePath, paramsFit } from '../src/route-paths.ts';

describe('route paths', () => {
  it('matches a path segment by segment, as the browser router does', () => {
    expect(matchesRoutePath('/system/user', '/system/user')).toBe(true);
    expect(matchesRoutePath('/system/user', '/System/User/')).toBe(true);
    expect(matchesRoutePath('/system/user', '/system/user/extra')).toBe(false);
    expect(matchesRoutePath('/system/user', '/system')).toBe(false);
    expect(matchesRoutePath('/redirect/*', '/redirect/system/user')).toBe(true);
    expect(matchesRoutePath('/', '/')).toBe(true);
    expect(matchesRoutePath('/', '/anything')).toBe(false);
  });

  it('takes only a number for an :id, and any segment for another parameter', () => {
    expect(matchesRoutePath('/example/edit/:id', '/example/edit/12')).toBe(true);
    expect(matchesRoutePath('/example/edit/:id', '/example/edit/abc')).toBe(false);
    expect(matchesRoutePath('/example/edit/:id', '/example/edit/%E0%A4%A')).toBe(false);
    expect(matchesRoutePath('/pages/:slug', '/pages/anything')).toBe(true);
    expect(paramsFit({ id: '7', slug: 'x' })).toBe(true);
    expect(paramsFit({ id: '7a' })).toBe(false);
  });
});
