/*
 * Seeding is bootstrap: it stands above the modules and the engine, whose functions it calls
 * (password hashing, the thresholds, the recompute), and below nothing but app.ts.
 */
import { SEEDED_ROLES } from '@ews/contract/seeded-roles';
import type { Config } from '../../config.ts';
import { randomPassword } from '../../config.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { equalsIgnoringCase } from '../../db/text-search.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { seedThresholds } from '../../modules/risk/service.ts';
import { divisionsOf, replaceDivisions, USER_DIVISIONS } from '../../modules/scope/service.ts';
import { seedDemoData } from './demo.ts';
import { MENU_TREE, type MenuSeed, type SeedRole } from './menus.ts';

const SEEDER = 'system';

function audited() {
  const at = nowIso();
  return { createdAt: at, createdBy: SEEDER, updatedAt: at, updatedBy: SEEDER, version: 1 };
}

async function seedRoles(db: Db): Promise<Map<SeedRole, number>> {
  const ids = new Map<SeedRole, number>();
  for (const role of SEEDED_ROLES) {
    let row = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', role.key).executeTakeFirst();
    row ??= await db
      .insertInto('sysRole')
      .values({ roleKey: role.key, name: role.name, remark: role.remark, sort: role.sort, dataScope: role.dataScope, status: 1, ...audited() })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    ids.set(role.key, row.roleId);
  }
  return ids;
}

/** Inserts the menus that are missing (found by key) and links them to their seeded roles; edits made in the UI survive. */
async function seedMenus(db: Db, roleIds: Map<SeedRole, number>, menus: MenuSeed[], parentId: number): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    const existing = await db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', menu.key).executeTakeFirst();
    let menuId = existing?.menuId;
    if (menuId === undefined) {
      const inserted = await db
        .insertInto('sysMenu')
        .values({
          parentId,
          menuKey: menu.key,
          name: menu.title,
          path: menu.path ?? '',
          component: menu.component ?? '',
          redirect: menu.redirect ?? '',
          metaIcon: menu.icon ?? '',
          menuType: menu.type,
          perms: menu.perms ?? '',
          hidden: menu.hidden ? 1 : 0,
          alwaysShow: 0,
          affix: menu.affix ? 1 : 0,
          noCache: menu.noCache ? 1 : 0,
          breadcrumb: 1,
          activeMenu: menu.activeMenu ?? '',
          sort: index + 1,
          status: 1,
          ...audited(),
        })
        .returning('menuId')
        .executeTakeFirstOrThrow();
      menuId = inserted.menuId;
      const grants = [...menu.roles, ...(menu.perms === '*:*:*' ? (['admin'] as const) : [])];
      for (const role of grants) {
        await db.insertInto('sysRoleMenu').values({ roleId: roleIds.get(role)!, menuId }).execute();
      }
    }
    await seedMenus(db, roleIds, menu.children ?? [], menuId);
  }
}

async function seedUser(db: Db, username: string, name: string, password: string, roleId: number, jurisdiction: readonly string[] = []): Promise<boolean> {
  const existing = await db.selectFrom('sysUser').select('userId').where(equalsIgnoringCase('username', username)).executeTakeFirst();
  if (existing) return false;
  const user = await db
    .insertInto('sysUser')
    .values({
      username,
      name,
      passwordHash: await hashPassword(password),
      avatar: '',
      introduction: '',
      email: '',
      phone: '',
      status: 1,
      ...audited(),
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: user.userId, roleId }).execute();
  await replaceDivisions(db, USER_DIVISIONS, user.userId, divisionsOf(jurisdiction));
  return true;
}

export interface SeedResult {
  /** Set only when this run created the admin with a generated password: print it once. */
  generatedAdminPassword?: string;
  /** Set only when this run created demo accounts with a generated password: print it once. */
  generatedDemoPassword?: string;
  createdAdmin: boolean;
}

/** The demo accounts: one per seeded role below the super admin, named after it. */
const DEMO_ACCOUNTS = ['operator', 'analyst', 'viewer'] as const;

/** The province whose station the demo operator works for, and the viewer for one of its counties. */
const DEMO_PROVINCE = '630000';
/** The viewer's county when there are no demo records to choose by (Tianjun, Qinghai). */
const DEMO_COUNTY = '632823';

/** The county of the demo province with the most source points, so the viewer's narrow scope still shows some. */
async function busiestDemoCounty(db: Db): Promise<string> {
  const row = await db
    .selectFrom('sourcePoint')
    .select(['countyCode', (eb) => eb.fn.countAll<number>().as('n')])
    .where('provinceCode', '=', DEMO_PROVINCE)
    .where('countyCode', '!=', '')
    .groupBy('countyCode')
    .orderBy('n', 'desc')
    .orderBy('countyCode')
    .executeTakeFirst();
  return row?.countyCode ?? DEMO_COUNTY;
}

/**
 * Creates the missing demo accounts with DEMO_PASSWORD, else a random password of their own (never
 * the admin's: a known demo login must not open with it). Answers the generated password, if used.
 * Their jurisdictions show the data scope at work: the operator keeps one province, the analyst
 * the whole country, the viewer one county of that province.
 */
async function seedDemoAccounts(db: Db, config: Config, roleIds: Map<SeedRole, number>): Promise<string | undefined> {
  const password = config.demoPassword ?? randomPassword();
  const jurisdictions: Record<(typeof DEMO_ACCOUNTS)[number], string[]> = { operator: [DEMO_PROVINCE], analyst: [], viewer: [await busiestDemoCounty(db)] };
  let created = false;
  for (const role of DEMO_ACCOUNTS) {
    if (await seedUser(db, role, `Demo ${role}`, password, roleIds.get(role)!, jurisdictions[role])) created = true;
  }
  return created && !config.demoPassword ? password : undefined;
}

/** First-start data: roles, menus, the thresholds, the admin account, and the demo accounts and data when SEED_DEMO is on. Idempotent: a second run inserts nothing. */
export async function seedDatabase(db: Db, config: Config): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const roleIds = await seedRoles(trx);
    await seedMenus(trx, roleIds, MENU_TREE, 0);
    await seedThresholds(trx);
    const adminPassword = config.adminPassword ?? randomPassword();
    const createdAdmin = await seedUser(trx, 'admin', 'Administrator', adminPassword, roleIds.get('admin')!);
    let generatedDemoPassword: string | undefined;
    if (config.seedDemo) {
      await seedDemoData(trx, config.riskWindowDays);
      generatedDemoPassword = await seedDemoAccounts(trx, config, roleIds);
    }
    const generatedAdminPassword = createdAdmin && !config.adminPassword ? adminPassword : undefined;
    return {
      createdAdmin,
      ...(generatedAdminPassword ? { generatedAdminPassword } : {}),
      ...(generatedDemoPassword ? { generatedDemoPassword } : {}),
    };
  });
}
