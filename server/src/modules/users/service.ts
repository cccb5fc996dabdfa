import { Permissions, reachesAnywhere, Status, translateWith, WHOLE_COUNTRY, type User } from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { changeStatusInput, profileInput, resetPasswordInput, updatePasswordInput, userSaveSchema } from '@ews/contract';
import { nowIso, serializeOn, type Db } from '../../db/connection.ts';
import { equalsIgnoringCase } from '../../db/text-search.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, conflict, invalid, foundOrNotFound, refuseField } from '../../http/errors.ts';
import { assertAccountsWithinReach, assertGrantable, permsOfRoles } from '../auth/grants.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { deleteRecords } from '../records/save.ts';
import { assertJurisdictionGrantable, assertWholeCountryGrantable, divisionsOf, replaceDivisions, ROLE_DIVISIONS, USER_DIVISIONS } from '../scope/service.ts';
import { countEnabledSuperAdmins, findUser, replaceUserRoles } from './queries.ts';

type UserSave = z.output<typeof userSaveSchema>;

/** Runs a change in a transaction and refuses it when it would leave no enabled super admin. */
async function keepingASuperAdmin<T>(ctx: RequestContext, change: (trx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeOn(trx, 'enabled super admin remains');
    const result = await change(trx);
    if ((await countEnabledSuperAdmins(trx)) === 0) throw conflict('error.lastSuperAdmin');
    return result;
  });
}

async function assertRolesExist(db: Db, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db.selectFrom('sysRole').select('roleId').where('roleId', 'in', roleIds).execute();
  if (found.length !== new Set(roleIds).size) throw invalid('error.unknownRoles');
}

async function assertUsernameFree(db: Db, username: string, exceptUserId?: number): Promise<void> {
  let query = db.selectFrom('sysUser').select('userId').where(equalsIgnoringCase('username', username));
  if (exceptUserId !== undefined) query = query.where('userId', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw conflict('error.userExists');
}

/** An account read back inside a change the caller was already let through to make. */
const mustFind = (db: Db, userId: number): Promise<User> => foundOrNotFound(findUser(db, WHOLE_COUNTRY, userId));

/**
 * Nobody grants a wider data scope than they hold: the jurisdiction given, and the roles added
 * (a role of the whole country, or a custom one whose divisions reach outside the caller's scope).
 */
async function assertScopeGrantable(ctx: RequestContext, db: Db, jurisdiction: ReturnType<typeof divisionsOf>, addedRoleIds: number[]): Promise<void> {
  assertJurisdictionGrantable(ctx, jurisdiction);
  if (addedRoleIds.length === 0) return;
  const roles = await db.selectFrom('sysRole').select(['roleId', 'dataScope']).where('roleId', 'in', addedRoleIds).execute();
  if (roles.some((role) => reachesAnywhere(role.dataScope))) assertWholeCountryGrantable(ctx);
  const custom = roles.filter((role) => role.dataScope === 'custom').map((role) => role.roleId);
  if (custom.length === 0) return;
  const divisions = await db.selectFrom(ROLE_DIVISIONS.table).select(['provinceCode', 'prefectureCode', 'countyCode']).where('roleId', 'in', custom).execute();
  assertJurisdictionGrantable(ctx, divisions);
}

function assertNotSelf(ctx: RequestContext, userIds: number[]): void {
  if (userIds.includes(signedIn(ctx).userId)) throw conflict('error.notYourself');
}

export async function saveUser(input: UserSave, ctx: RequestContext): Promise<User> {
  const actor = signedIn(ctx);
  ctx.require(input.userId === undefined ? Permissions.USER_ADD : Permissions.USER_EDIT);
  if (input.userId !== undefined && input.status === Status.DISABLED) assertNotSelf(ctx, [input.userId]);
  if (input.userId !== undefined && input.password) ctx.require(Permissions.USER_RESET_PASSWORD);
  const user = await keepingASuperAdmin(ctx, async (trx) => {
    if (input.userId !== undefined) await assertAccountsWithinReach(ctx, trx, [input.userId]);
    await assertRolesExist(trx, input.roleIds);
    const current = input.userId === undefined ? [] : ((await findUser(trx, WHOLE_COUNTRY, input.userId))?.roles.map((role) => role.roleId) ?? []);
    const added = input.roleIds.filter((roleId) => !current.includes(roleId));
    assertGrantable(ctx, await permsOfRoles(trx, added));
    const jurisdiction = divisionsOf(input.divisionCodes);
    await assertScopeGrantable(ctx, trx, jurisdiction, added);
    await assertUsernameFree(trx, input.username, input.userId);
    const at = nowIso();
    const fields = { username: input.username, name: input.name, email: input.email, phone: input.phone, status: input.status, introduction: input.introduction };
    if (input.userId === undefined) {
      const { userId } = await trx
        .insertInto('sysUser')
        .values({ ...fields, avatar: '', passwordHash: await hashPassword(input.password!), createdAt: at, createdBy: actor.username, updatedAt: at, updatedBy: actor.username, version: 1 })
        .returning('userId')
        .executeTakeFirstOrThrow();
      await replaceUserRoles(trx, userId, input.roleIds);
      await replaceDivisions(trx, USER_DIVISIONS, userId, jurisdiction);
      const created = await mustFind(trx, userId);
      await ctx.audit({ action: 'create', entity: 'user', entityId: userId, after: created }, trx);
      return created;
    }
    const before = await mustFind(trx, input.userId);
    // Who made, moved or approved a record is kept by username: a rename would re-author history
    // (and let a requester approve their own discard or closure under a new name).
    if (before.username !== input.username) throw refuseField(['username'], translateWith('validation.usernameFixed', ctx.language, {}), ctx.language);
    const result = await trx
      .updateTable('sysUser')
      .set({ ...fields, ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}), updatedAt: at, updatedBy: actor.username, version: sql`version + 1` })
      .where('userId', '=', input.userId)
      .where('version', '=', input.version!)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    await replaceUserRoles(trx, input.userId, input.roleIds);
    await replaceDivisions(trx, USER_DIVISIONS, input.userId, jurisdiction);
    const after = await mustFind(trx, input.userId);
    await ctx.audit({ action: 'update', entity: 'user', entityId: input.userId, before, after }, trx);
    return after;
  });
  if (input.userId !== undefined) {
    if (input.status === Status.DISABLED) await ctx.sessions.revokeUser(input.userId, 'disabled');
    if (input.password) await ctx.sessions.revokeUser(input.userId, 'password-changed');
    await ctx.sessions.forgetAll();
  }
  return user;
}

export async function deleteUsers(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  assertNotSelf(ctx, ids);
  const result = await keepingASuperAdmin(ctx, (trx) =>
    deleteRecords(ctx, trx, ids, {
      entity: 'user',
      // An account outside the caller's scope is passed over as if gone, as deleteRecords does with records.
      find: (db, userId) => findUser(db, signedIn(ctx).scope, userId),
      remove: async (db, userId) => {
        await assertAccountsWithinReach(ctx, db, [userId]);
        await db.deleteFrom('sysSession').where('userId', '=', userId).execute();
        await db.deleteFrom('sysUser').where('userId', '=', userId).execute();
      },
    }),
  );
  // The deleted accounts' sessions are gone: no instance may keep serving a cached copy.
  await ctx.sessions.forgetAll();
  return result;
}

export async function changeUserStatus(input: z.output<typeof changeStatusInput>, ctx: RequestContext): Promise<User> {
  if (input.status === Status.DISABLED) assertNotSelf(ctx, [input.userId]);
  const user = await keepingASuperAdmin(ctx, async (trx) => {
    const before = await mustFind(trx, input.userId);
    await assertAccountsWithinReach(ctx, trx, [input.userId]);
    await trx
      .updateTable('sysUser')
      .set({ status: input.status, updatedAt: nowIso(), updatedBy: signedIn(ctx).username, version: sql`version + 1` })
      .where('userId', '=', input.userId)
      .execute();
    const after = await mustFind(trx, input.userId);
    await ctx.audit({ action: 'status', entity: 'user', entityId: input.userId, before: { status: before.status }, after: { status: after.status } }, trx);
    return after;
  });
  if (input.status === Status.DISABLED) await ctx.sessions.revokeUser(input.userId, 'disabled');
  return user;
}

async function setPassword(ctx: RequestContext, userId: number, password: string): Promise<void> {
  await ctx.db
    .updateTable('sysUser')
    .set({ passwordHash: await hashPassword(password), updatedAt: nowIso(), updatedBy: signedIn(ctx).username, version: sql`version + 1` })
    .where('userId', '=', userId)
    .execute();
}

export async function resetPassword(input: z.output<typeof resetPasswordInput>, ctx: RequestContext): Promise<null> {
  await mustFind(ctx.db, input.userId);
  await assertAccountsWithinReach(ctx, ctx.db, [input.userId]);
  await setPassword(ctx, input.userId, input.password);
  await ctx.sessions.revokeUser(input.userId, 'password-changed');
  await ctx.audit({ action: 'password-reset', entity: 'user', entityId: input.userId });
  return null;
}

export async function updateOwnPassword(input: z.output<typeof updatePasswordInput>, ctx: RequestContext): Promise<null> {
  const user = signedIn(ctx);
  const row = await ctx.db.selectFrom('sysUser').select('passwordHash').where('userId', '=', user.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.oldPassword, row.passwordHash))) {
    await ctx.audit({ action: 'password-change', entity: 'user', entityId: user.userId, result: 'failure' });
    throw invalid('error.wrongCurrentPassword');
  }
  await setPassword(ctx, user.userId, input.newPassword);
  await ctx.sessions.revokeUser(user.userId, 'password-changed', user.sessionId);
  await ctx.audit({ action: 'password-change', entity: 'user', entityId: user.userId });
  return null;
}

export async function updateOwnProfile(input: z.output<typeof profileInput>, ctx: RequestContext): Promise<null> {
  const user = signedIn(ctx);
  const before = await mustFind(ctx.db, user.userId);
  await ctx.db
    .updateTable('sysUser')
    .set({ name: input.name, introduction: input.introduction, ...(input.avatar === undefined ? {} : { avatar: input.avatar }), updatedAt: nowIso(), updatedBy: user.username, version: sql`version + 1` })
    .where('userId', '=', user.userId)
    .execute();
  const after = await mustFind(ctx.db, user.userId);
  await ctx.audit({ action: 'profile', entity: 'user', entityId: user.userId, before: { name: before.name, introduction: before.introduction }, after: { name: after.name, introduction: after.introduction } });
  await ctx.sessions.forgetAll();
  return null;
}
