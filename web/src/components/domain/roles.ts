import { SEEDED_ROLES } from '@ews/contract/seeded-roles';
import type { TFunction } from 'i18next';

/**
 * A role's name or remark in the user's language while it is still the seeded English text; once
 * an administrator has written their own, theirs is shown as written.
 */
export function roleText(role: { roleKey: string; name: string; remark?: string }, field: 'name' | 'remark', t: TFunction): string {
  const stored = role[field] ?? '';
  const seeded = SEEDED_ROLES.find((candidate) => candidate.key === role.roleKey);
  return seeded && seeded[field] === stored ? t(`role.seeded.${seeded.key}.${field}`) : stored;
}

/** A role by its key, as the session lists them: a seeded role's name in the user's language, any other by its key. */
export function roleKeyName(key: string, t: TFunction): string {
  return SEEDED_ROLES.some((role) => role.key === key) ? t(`role.seeded.${key}.name`) : key;
}
