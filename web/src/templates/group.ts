/** The route name (menu key) of the Templates group (server/src/bootstrap/seed/menus.ts): the shell looks for it, alone. */
export const TEMPLATES_GROUP = 'Templates';
