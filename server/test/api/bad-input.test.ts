import { endpoints, fieldLabel, type Endpoint } from '@ews/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';

/** What a field takes; each kind has values that must be refused. */
type Kind = 'text' | 'username' | 'id' | 'parent' | 'status' | 'ids' | 'idArray' | 'bool' | 'password' | 'menuType' | 'roleKey';

const longText = 'x'.repeat(10_001);
const INVALID: Record<Kind, unknown[]> = {
  text: [123, true, [], {}, longText],
  username: [123, [], 'a', 'has space', "x' OR '1'='1", '<script>', longText],
  id: ['abc', [1], {}, true, 1.5, -1, 0, '', '1 OR 1=1', 1e12],
  parent: ['abc', [1], {}, true, 1.5, -1, '', 1e12],
  status: [2, -1, 'on', [1], {}, true, 0.5],
  ids: ['', 'a,b', '1;DROP TABLE sys_user', {}, [0], ['1'], '-1', longText],
  idArray: ['1', [0], ['a'], [{}], {}, [1.5], Array.from({ length: 3000 }, (_, i) => i + 1)],
  bool: ['yes', 1, 'true', [], {}],
  password: [12345678, 'short1', 'onlyletters', '12345678', longText, []],
  menuType: [0, 4, 'page', [], {}, 1.5],
  roleKey: ['A', 'UPPER', 'has space', "'; --", 7, longText],
};

interface WriteCall {
  endpoint: Endpoint;
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
  /** Fields without a default: leaving one out must be refused. */
  required: string[];
}

describe('bad input on every write call: 4xx naming the field, nothing written', () => {
  let server: TestServer;
  let token: string;
  let calls: WriteCall[];
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
    const roleId = (await server.call(endpoints.roleTree, {}, { token }))[0]!.roleId;
    const user = await server.call(endpoints.userSave, { username: 'target', name: 'Target', password: 'Passw0rd-x' }, { token });
    calls = [
      { endpoint: endpoints.userSave, valid: { username: 'newbie', name: 'New', password: 'Passw0rd-x', roleIds: [roleId] }, fields: { username: 'username', name: 'text', email: 'text', phone: 'text', status: 'status', roleIds: 'idArray', password: 'password', introduction: 'text', userId: 'id' }, required: ['username', 'name', 'password'] },
      { endpoint: endpoints.userDelete, valid: { ids: String(user.userId) }, fields: { ids: 'ids' }, required: ['ids'] },
      { endpoint: endpoints.userStatus, valid: { userId: user.userId, status: 0 }, fields: { userId: 'id', status: 'status' }, required: ['userId', 'status'] },
      { endpoint: endpoints.userResetPassword, valid: { userId: user.userId, password: 'Passw0rd-y' }, fields: { userId: 'id', password: 'password' }, required: ['userId', 'password'] },
      { endpoint: endpoints.updatePassword, valid: { oldPassword: 'x', newPassword: 'Passw0rd-z', confirmPassword: 'Passw0rd-z' }, fields: { oldPassword: 'text', newPassword: 'password' }, required: ['oldPassword', 'newPassword', 'confirmPassword'] },
      { endpoint: endpoints.updateProfile, valid: { name: 'Me', introduction: 'hi' }, fields: { name: 'text', introduction: 'text' }, required: ['name'] },
      { endpoint: endpoints.roleSave, valid: { roleKey: 'fresh', name: 'Fresh' }, fields: { roleKey: 'roleKey', name: 'text', status: 'status', remark: 'text', roleId: 'id' }, required: ['roleKey', 'name'] },
      { endpoint: endpoints.roleDelete, valid: { ids: '999' }, fields: { ids: 'ids' }, required: ['ids'] },
      { endpoint: endpoints.roleStatus, valid: { roleId, status: 1, version: 1 }, fields: { roleId: 'id', status: 'status', version: 'id' }, required: ['roleId', 'status', 'version'] },
      { endpoint: endpoints.roleSaveMenus, valid: { roleId, menuIds: [1] }, fields: { roleId: 'id', menuIds: 'idArray' }, required: ['roleId', 'menuIds'] },
      { endpoint: endpoints.menuSave, valid: { parentId: 0, menuType: 2, name: 'Page', path: 'p', component: 'x/y' }, fields: { parentId: 'parent', menuType: 'menuType', name: 'text', hidden: 'bool', noCache: 'bool', status: 'status', menuId: 'id' }, required: ['parentId', 'menuType', 'name'] },
      { endpoint: endpoints.menuDelete, valid: { menuId: 999 }, fields: { menuId: 'id' }, required: ['menuId'] },
      { endpoint: endpoints.login, valid: { username: 'admin', password: 'x' }, fields: { username: 'text', password: 'text' }, required: ['username', 'password'] },
    ];
  });
  afterAll(() => server.close());

  /** Everything a write could change, row by row. */
  async function fingerprint(): Promise<string> {
    const tables = ['sys_user', 'sys_role', 'sys_user_role', 'sys_menu', 'sys_role_menu'];
    const parts: unknown[] = [];
    for (const table of tables) parts.push((await sql`select * from ${sql.table(table)} order by 1, 2`.execute(server.db)).rows);
    const sessions = await sql`select session_id, revoked_at from sys_session order by 1`.execute(server.db);
    return JSON.stringify([parts, sessions.rows]);
  }

  const badPayload = (call: WriteCall) => {
    const mutateField = fc
      .constantFrom(...Object.keys(call.fields))
      .chain((field) => fc.constantFrom(...INVALID[call.fields[field]!]).map((value) => ({ field, payload: { ...call.valid, [field]: value } })));
    const dropField = fc.constantFrom(...call.required).map((field) => {
      const { [field]: _dropped, ...rest } = call.valid;
      return { field, payload: rest };
    });
    return fc.oneof(mutateField, dropField);
  };

  it('refuses every generated bad payload with 40000 naming the field, and changes nothing', async () => {
    const before = await fingerprint();
    for (const call of calls) {
      await fc.assert(
        fc.asyncProperty(badPayload(call), async ({ field, payload }) => {
          const { status, body } = await server.raw(call.endpoint, payload as never, { token });
          expect(status, `${call.endpoint.path} ${JSON.stringify(payload).slice(0, 200)}`).toBe(400);
          expect(body.code).toBe(40000);
          expect(body.msg).toContain(fieldLabel([field], 'en'));
        }),
        { numRuns: 60 },
      );
    }
    expect(await fingerprint()).toBe(before);
  });

  it('says a left-out field is required, by its label, in each language', async () => {
    const source = { code: 'QH-632823-601', name: 'Required site', focusType: 'himalayanMarmot', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, latitude: 37.3 };
    const sourceId = (await server.call(endpoints.sourceSave, { ...source, provinceCode: '630000' } as never, { token })).sourceId;
    const expected = {
      zh: ['字段有误: 省级代码: 必填', '字段有误: 调查日期: 必填'],
      en: ['Invalid field: Province code: Required', 'Invalid field: Survey date: Required'],
      es: ['Campo no válido: Código de provincia: Obligatorio', 'Campo no válido: Fecha: Obligatorio'],
      ja: ['不正な項目: 省コード: 必須です', '不正な項目: 調査日: 必須です'],
    };
    for (const [language, [sourceMessage, surveyMessage]] of Object.entries(expected)) {
      const headers = { 'accept-language': language };
      const withoutProvince = await server.raw(endpoints.sourceSave, { ...source, code: 'QH-632823-602' } as never, { token, headers });
      expect([withoutProvince.status, withoutProvince.body.msg]).toEqual([400, sourceMessage]);
      const withoutDate = await server.raw(endpoints.surveySave, { sourceId, hostDensity: 1 } as never, { token, headers });
      expect([withoutDate.status, withoutDate.body.msg]).toEqual([400, surveyMessage]);
    }
  });

  it('stores SQL and HTML snippets in text fields verbatim and finds nothing with them as filters', async () => {
    const name = `Robert'); DROP TABLE sys_user;-- <img src=x onerror=alert(1)>`;
    const saved = await server.call(endpoints.userSave, { username: 'bobby.tables', name, password: 'Passw0rd-x', introduction: '"; SELECT * FROM sys_session; --' }, { token });
    expect((await server.call(endpoints.userGet, { userId: saved.userId }, { token })).name).toBe(name);
    expect((await server.call(endpoints.userList, { username: "' OR '1'='1" }, { token })).total).toBe(0);
    expect((await server.call(endpoints.userList, { name: '%' }, { token })).total).toBe(0);
    expect((await server.call(endpoints.userList, { name: 'DROP TABLE' }, { token })).total).toBe(1);
    expect((await server.call(endpoints.auditList, { username: "'; DROP TABLE sys_audit_log; --" }, { token })).total).toBe(0);
  });

  it('refuses unknown sort fields and out-of-range pages on list calls', async () => {
    for (const query of [{ sort: 'password_hash' }, { page: 0 }, { limit: 1000 }, { order: 'sideways' }, { createdFrom: '2024-13-45' }]) {
      const { status, body } = await server.raw(endpoints.userList, query as never, { token });
      expect(status).toBe(400);
      expect(body.msg).toContain(fieldLabel(Object.keys(query).slice(0, 1), 'en'));
    }
  });
});
