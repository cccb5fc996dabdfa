import { SUPER_ROLE_KEY } from '@ews/contract/enums';
import { SUPER_PERMISSION } from '@ews/contract/permissions';

/** SPEC §5: a permission or role guard needs a non-empty list of values (RuoYi's wording). */
export const PERMISSION_VALUES_REQUIRED = '请设置操作权限标签值';
export const ROLE_VALUES_REQUIRED = '请设置角色权限标签值';

/**
 * SPEC §6: an element guarded by permission is shown only when the user holds '*:*:*' or one
 * of `wanted`. An empty `wanted` is a programming error.
 */
export function checkPermission(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(PERMISSION_VALUES_REQUIRED);
  return held.includes(SUPER_PERMISSION) || wanted.some((permission) => held.includes(permission));
}

/** SPEC §6: an element guarded by role is shown only when the user has role 'admin' or one of `wanted`. */
export function checkRole(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(ROLE_VALUES_REQUIRED);
  return held.includes(SUPER_ROLE_KEY) || wanted.some((role) => held.includes(role));
}
