import type { User } from '@ews/contract';
import { endpoints } from '@ews/contract/endpoints/index';
import { SUPER_PERMISSION, Permissions } from '@ews/contract/permissions';
import { userSaveSchema } from '@ews/contract/schemas/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { Activity } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPermissions, callAsAnother, renderInConsole } from '../test-support/render.tsx';
import { UserFormModal } from '../views/system/user/UserFormModal.tsx';
import { userResource } from '../views/resources.ts';
import { useRecordForm } from './useRecordForm.ts';

/*
 * useRecordForm through real components (the user form of the console, and a small form of
 * its own), against a real test server: load, version, edit, save, a 40900 conflict and the
 * choice it offers, unsaved changes, and the read-only form of a user who may not edit.
 */

let serial = 0;

/** A user someone added: a record with a version to edit. */
async function addUser(): Promise<User> {
  serial += 1;
  return callAsAnother(endpoints.userSave, { username: `form${serial}${Date.now() % 100000}`, name: `Form user ${serial}`, password: 'Form-pass-2026', roleIds: [] });
}

/** Someone else saves the user meanwhile: the version the form holds goes stale. */
async function saveElsewhere(user: User, name: string): Promise<User> {
  const latest = await callAsAnother(endpoints.userGet, { userId: user.userId });
  return callAsAnother(endpoints.userSave, { userId: user.userId, version: latest.version, username: latest.username, name, roleIds: [] });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function openUserForm(user: User) {
  const onSaved = vi.fn<(user: User) => void>();
  renderInConsole(<UserFormModal userId={user.userId} roles={[]} onClose={() => undefined} onSaved={onSaved} />);
  await waitFor(() => expect(input('user-form-name').value).toBe(user.name));
  return onSaved;
}

beforeEach(() => holdPermissions([SUPER_PERMISSION]));

describe('useRecordForm: a save refused for a stale version (40900)', () => {
  it('loads the record and saves it with the version it loaded', async () => {
    const user = await addUser();
    const onSaved = await openUserForm(user);
    // Editable, its required fields are marked.
    expect(document.querySelector('.ant-form-item-required:not(.ant-form-item-required-mark-hidden)')).not.toBeNull();
    fireEvent.change(input('user-form-name'), { target: { value: 'Renamed here' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'Renamed here', version: user.version + 1 });
  });

  it('reload: shows the version someone else saved, and the next save is based on it', async () => {
    const user = await addUser();
    const onSaved = await openUserForm(user);
    await saveElsewhere(user, 'Saved elsewhere');
    fireEvent.change(input('user-form-name'), { target: { value: 'Typed here' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));

    fireEvent.click(await screen.findByTestId('conflict-reload'));
    await waitFor(() => expect(input('user-form-name').value).toBe('Saved elsewhere'));
    expect(screen.queryByTestId('conflict-notice')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(input('user-form-name'), { target: { value: 'After the reload' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'After the reload', version: user.version + 2 });
  });

  it('keep editing: the input stays, a notice says whose version the next save replaces, and it does', async () => {
    const user = await addUser();
    const onSaved = await openUserForm(user);
    await saveElsewhere(user, 'Saved elsewhere');
    fireEvent.change(input('user-form-name'), { target: { value: 'Mine wins' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));

    fireEvent.click(await screen.findByTestId('conflict-keep'));
    expect(await screen.findByTestId('conflict-notice')).toBeTruthy();
    expect(input('user-form-name').value).toBe('Mine wins');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const stored = await callAsAnother(endpoints.userGet, { userId: user.userId });
    expect(stored).toMatchObject({ name: 'Mine wins', version: user.version + 2 });
  });
});

type Values = { name: string };

/** A form of its own on the user resource: its state shown, the hook's logic real. */
function NameForm({ id, guardNavigation = false }: { id: number | undefined; guardNavigation?: boolean }) {
  const [form] = Form.useForm<Values>();
  const editor = useRecordForm(userResource, {
    id,
    form,
    schema: userSaveSchema,
    initialValues: { name: '' },
    toInput: (values) => values,
    guardNavigation,
  });
  return (
    <Form {...editor.formProps}>
      <Form.Item name="name">
        <Input data-testid="name" />
      </Form.Item>
      <output data-testid="state">{JSON.stringify({ dirty: editor.dirty, readOnly: editor.readOnly, loading: editor.loading, version: editor.version })}</output>
    </Form>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { dirty: boolean; readOnly: boolean; loading: boolean; version?: number };

/** Whether leaving the page (closing or reloading the browser tab) would be questioned. */
function leavingQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useRecordForm: unsaved changes', () => {
  it('notes an edit as unsaved, and a page warns before it is left behind; a loaded record is not', async () => {
    const user = await addUser();
    renderInConsole(<NameForm id={user.userId} guardNavigation />);
    await waitFor(() => expect(state()).toMatchObject({ loading: false, version: user.version }));
    expect(input('name').value).toBe(user.name);
    expect(state().dirty).toBe(false);
    expect(leavingQuestioned()).toBe(false);

    fireEvent.change(input('name'), { target: { value: 'Half typed' } });
    await waitFor(() => expect(state().dirty).toBe(true));
    expect(leavingQuestioned()).toBe(true);
  });

  it('a form that does not guard navigation (a modal) only notes the changes', async () => {
    renderInConsole(<NameForm id={undefined} />);
    fireEvent.change(input('name'), { target: { value: 'Typed' } });
    await waitFor(() => expect(state().dirty).toBe(true));
    expect(leavingQuestioned()).toBe(false);
  });
});

/** The user form in a tab the console keeps alive: hidden and shown again as the user goes away and back. */
function KeptForm({ user, shown }: { user: User; shown: boolean }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <UserFormModal userId={user.userId} roles={[]} onClose={() => undefined} onSaved={() => undefined} />
    </Activity>
  );
}

describe('useRecordForm: a form kept alive in a tab', () => {
  it('shows what someone else saved while it was hidden, when nothing was unsaved, and saves on top of it', async () => {
    const user = await addUser();
    const view = renderInConsole(<KeptForm user={user} shown />);
    await waitFor(() => expect(input('user-form-name').value).toBe(user.name));
    view.rerender(<KeptForm user={user} shown={false} />);
    await saveElsewhere(user, 'Saved while hidden');
    view.rerender(<KeptForm user={user} shown />);
    await waitFor(() => expect(input('user-form-name').value).toBe('Saved while hidden'));
    fireEvent.change(input('user-form-name'), { target: { value: 'Then edited here' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(async () => expect(await callAsAnother(endpoints.userGet, { userId: user.userId })).toMatchObject({ name: 'Then edited here', version: user.version + 2 }));
  });

  it('keeps the input typed before it was hidden, and the version it was based on', async () => {
    const user = await addUser();
    const view = renderInConsole(<KeptForm user={user} shown />);
    await waitFor(() => expect(input('user-form-name').value).toBe(user.name));
    fireEvent.change(input('user-form-name'), { target: { value: 'Half typed' } });
    view.rerender(<KeptForm user={user} shown={false} />);
    await saveElsewhere(user, 'Saved while hidden');
    view.rerender(<KeptForm user={user} shown />);
    expect(input('user-form-name').value).toBe('Half typed');
    // Still based on the version it loaded: its save is refused as stale, and the user is asked.
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect(await screen.findByTestId('conflict-keep')).toBeTruthy();
    expect(input('user-form-name').value).toBe('Half typed');
  });
});

describe('useRecordForm: a user who may not save', () => {
  it('shows a record read only to a user without the edit permission', async () => {
    const user = await addUser();
    holdPermissions([Permissions.USER_LIST, Permissions.USER_ADD]);
    await openUserForm(user);
    expect(input('user-form-name').disabled).toBe(true);
    expect((screen.getByTestId('user-form-submit') as HTMLButtonElement).disabled).toBe(true);
    // Read only, it asks nothing of the reader: the required fields carry no mark.
    expect(document.querySelectorAll('.ant-form-item-required').length).toBeGreaterThan(0);
    expect(document.querySelector('.ant-form-item-required:not(.ant-form-item-required-mark-hidden)')).toBeNull();
  });

  it('offers a new form read only to a user without the add permission, and saves nothing', async () => {
    holdPermissions([Permissions.USER_LIST, Permissions.USER_EDIT]);
    renderInConsole(<NameForm id={undefined} />);
    expect(state().readOnly).toBe(true);
    expect(input('name').disabled).toBe(true);
  });

  it('lets a user with the edit permission edit', async () => {
    const user = await addUser();
    holdPermissions([Permissions.USER_LIST, Permissions.USER_EDIT]);
    renderInConsole(<NameForm id={user.userId} />);
    await waitFor(() => expect(state().loading).toBe(false));
    expect(state().readOnly).toBe(false);
    expect(input('name').disabled).toBe(false);
  });
});
