import type { Role } from '@ews/contract';
import { endpoints } from '@ews/contract/endpoints/index';
import { Permissions, SUPER_PERMISSION } from '@ews/contract/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input, Table } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RecordToolbar } from '../components/ListControls.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { callAsAnother, holdPermissions, renderInConsole } from '../test-support/render.tsx';
import { roleResource } from '../views/resources.ts';
import { RoleFormModal } from '../views/system/role/RoleFormModal.tsx';
import { useRecordList } from './useRecordList.ts';

/*
 * useRecordList through a list of roles as a screen builds it (the filter form, RecordToolbar,
 * the table, the role form), against a real test server.
 */

const STAMP = Date.now() % 100000;
let serial = 0;

async function addRole(): Promise<Role> {
  serial += 1;
  return callAsAnother(endpoints.roleSave, { roleKey: `list${STAMP}_${serial}`, name: `List role ${STAMP} ${serial}` });
}

function RoleList() {
  const records = useRecordList(roleResource, { confirmDelete: (roles) => ({ title: `Delete ${roles.map((role) => role.name).join(', ')}?` }) });
  const [editing, setEditing] = useState<Role | null>(null);
  return (
    <>
      <Form {...records.filterProps}>
        <Form.Item name="name">
          <Input data-testid="filter-name" />
        </Form.Item>
        <button type="submit" data-testid="search">
          Search
        </button>
        <button type="button" onClick={records.onReset} data-testid="reset">
          Reset
        </button>
      </Form>
      <RecordToolbar prefix="role" {...records.toolbar(() => undefined)} />
      <Table<Role>
        {...records.tableProps}
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Name' },
          { key: 'edit', render: (_value, role) => <button onClick={() => setEditing(role)} data-testid={`edit-${role.roleKey}`}>Edit</button> },
        ]}
        data-testid="table"
      />
      <Pagination {...records.paginationProps} />
      <output data-testid="total">{records.total}</output>
      {editing && <RoleFormModal role={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
    </>
  );
}

const rowNames = () => within(screen.getByTestId('table')).queryAllByRole('row').map((row) => row.textContent ?? '');

async function search(name: string) {
  fireEvent.change(screen.getByTestId('filter-name'), { target: { value: `  ${name} ` } });
  fireEvent.click(screen.getByTestId('search'));
}

beforeEach(() => holdPermissions([SUPER_PERMISSION]));

describe('useRecordList', () => {
  it('loads the rows of the filter searched, from page 1; reset shows every row again', async () => {
    const [first, second] = [await addRole(), await addRole()];
    renderInConsole(<RoleList />);
    await waitFor(() => expect(Number(screen.getByTestId('total').textContent)).toBeGreaterThanOrEqual(2));
    const everyRow = Number(screen.getByTestId('total').textContent);

    await search(first.name);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    expect(rowNames().join('\n')).toContain(first.name);
    expect(rowNames().join('\n')).not.toContain(second.name);

    fireEvent.click(screen.getByTestId('reset'));
    await waitFor(() => expect(Number(screen.getByTestId('total').textContent)).toBe(everyRow));
    expect((screen.getByTestId('filter-name') as HTMLInputElement).value).toBe('');
  });

  it('deletes the selected rows after a confirmation, and reloads', async () => {
    const role = await addRole();
    renderInConsole(<RoleList />);
    await search(role.name);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    const deleteSelected = screen.getByTestId('role-delete-selected') as HTMLButtonElement;
    expect(deleteSelected.disabled).toBe(true);

    const row = within(screen.getByTestId('table')).getAllByRole('row').find((candidate) => candidate.textContent?.includes(role.name))!;
    // The selection boxes are named in the reader's language (antd's own names are English only).
    expect(within(screen.getByTestId('table')).getByRole('checkbox', { name: 'Select every row of this page' })).toBeTruthy();
    expect(within(row).getByRole('checkbox').getAttribute('aria-label')).toBe('Select row 1');
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(deleteSelected.disabled).toBe(false));
    fireEvent.click(deleteSelected);
    fireEvent.click(await screen.findByTestId('confirm-ok'));

    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0'));
    const { list } = await callAsAnother(endpoints.roleList, { name: role.name });
    expect(list).toHaveLength(0);
  });

  it('reloads when a form saves a record of its resource', async () => {
    const role = await addRole();
    renderInConsole(<RoleList />);
    await search(role.name);
    await waitFor(() => expect(rowNames().join('\n')).toContain(role.name));

    fireEvent.click(screen.getByTestId(`edit-${role.roleKey}`));
    fireEvent.change(await screen.findByTestId('role-form-name'), { target: { value: `${role.name} renamed` } });
    fireEvent.click(screen.getByTestId('role-form-submit'));
    await waitFor(() => expect(rowNames().join('\n')).toContain(`${role.name} renamed`));
  });

  it('offers neither selection nor delete to a user without the delete permission', async () => {
    await addRole();
    holdPermissions([Permissions.ROLE_LIST, Permissions.ROLE_ADD]);
    renderInConsole(<RoleList />);
    await waitFor(() => expect(Number(screen.getByTestId('total').textContent)).toBeGreaterThan(0));
    expect(within(screen.getByTestId('table')).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('role-delete-selected')).toBeNull();
    expect(screen.getByTestId('role-add')).toBeTruthy();
  });
});
