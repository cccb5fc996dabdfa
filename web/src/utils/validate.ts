export { isExternal } from '@ews/contract/links';

/**
 * A redirect target from the query string that stays on this site: an absolute path, not a
 * protocol-relative URL ('//host') or a backslash trick.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}
