/**
 * The roles a first start seeds, with their English name and remark as stored. The web shows these
 * in the user's language while a role still carries them; what an administrator wrote instead is
 * shown as written.
 */
export const SEEDED_ROLES = [
  { key: 'admin', name: 'Super admin', remark: 'Everything, including users, roles and menus', sort: 1, dataScope: 'all' },
  { key: 'operator', name: 'Operator', remark: 'Source points, surveys and outbreak records: read and write', sort: 2, dataScope: 'subtree' },
  { key: 'analyst', name: 'Analyst', remark: 'Reads everything; verifies and closes alerts', sort: 3, dataScope: 'subtree' },
  { key: 'viewer', name: 'Viewer', remark: 'Read only', sort: 4, dataScope: 'subtree' },
] as const;

export type SeededRoleKey = (typeof SEEDED_ROLES)[number]['key'];
