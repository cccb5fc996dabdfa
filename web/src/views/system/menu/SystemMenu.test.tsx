import { Permissions } from '@ews/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdPermissions, renderInConsole } from '../../../test-support/render.tsx';
import SystemMenu from './index.tsx';

/*
 * A menu administrator who lacks the notification and audit permissions was offered Edit and
 * Delete on those entries, and the server changed them, stripping the permissions from every role
 * but the super admin's. The server now refuses; the screen offers only what it would let through.
 */

/** The table row of the entry carrying this permission (its code shows in the permission column). */
async function rowOf(perms: string): Promise<HTMLElement> {
  return (await screen.findByText(perms, { selector: 'code' })).closest('tr')!;
}

describe('the menu screen of a menu administrator', () => {
  it('offers edit and delete on the entries whose permissions they hold, and not on those carrying one they lack', async () => {
    holdPermissions([Permissions.MENU_LIST, Permissions.MENU_ADD, Permissions.MENU_EDIT, Permissions.MENU_DELETE]);
    renderInConsole(<SystemMenu />);
    const own = await rowOf(Permissions.MENU_ADD);
    // The whole tree is read before anything is offered.
    await waitFor(() => expect(within(own).queryByTestId('menu-edit')).not.toBeNull());
    expect(within(own).queryByTestId('menu-delete')).not.toBeNull();
    // The server refuses to delete an entry with entries below it (the menu screen's buttons).
    const withChildren = await rowOf(Permissions.MENU_LIST);
    expect([within(withChildren).queryByTestId('menu-edit'), within(withChildren).queryByTestId('menu-delete')]).toEqual([expect.anything(), null]);
    for (const perms of [Permissions.AUDIT_LIST, Permissions.NOTIFICATION_LIST, Permissions.NOTIFICATION_ADD]) {
      const row = await rowOf(perms);
      expect([perms, within(row).queryByTestId('menu-edit'), within(row).queryByTestId('menu-delete')]).toEqual([perms, null, null]);
      // Adding below an entry takes nothing from anyone.
      if (perms !== Permissions.NOTIFICATION_ADD) expect(within(row).queryByTestId('menu-add-child')).not.toBeNull();
    }
  });
});
