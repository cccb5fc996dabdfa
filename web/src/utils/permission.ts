import { SUPER_ROLE_KEY } from '@ews/contract/enums';
import { holds } from '@ews/contract/permissions';

/** A permission or role guard needs a non-empty list of values; RuoYi's wording of the error. */
export const PERMISSION_VALUES_REQUIRED = '请设置操作权限标签值';
export const ROLE_VALUES_REQUIRED = '请设置角色权限标签值';

/**
 * An element guarded by permission is shown only when the user holds '*:*:*' or one of `wanted`
 * (the contract's holds(), as the server checks it). An empty `wanted` is a programming error.
 */
export function checkPermission(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(PERMISSION_VALUES_REQUIRED);
  return holds(held, wanted);
}

/** An element guarded by role is shown only when the user has role 'admin' or one of `wanted`. */
export function checkRole(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(ROLE_VALUES_REQUIRED);
  return held.includes(SUPER_ROLE_KEY) || wanted.some((role) => held.includes(role));
}
