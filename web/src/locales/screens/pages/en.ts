/** English messages of the manual (documentation/index) and the profile page (profile/index): the reference key set for zh, es and ja. */
const pages = {
  manual: {
    title: 'User Manual',
    search: 'Search the manual',
    searchPlaceholder: 'Search the manual, e.g. flea index',
    matches: 'Sections found: {{count}}',
    noMatches: 'No section holds these words.',
    contents: 'Contents',
    table: 'Table (scrolls sideways)',
    loadFailed: 'The manual could not be loaded. Reload the page to try again.',
  },
  profile: {
    dataScope: 'Data scope',
    scopeHint: 'The records you see and change everywhere in the console',
    scopeAll: 'Every record in the country',
    scopeBelow: '{{names}}, and below',
    scopeExact: '{{names}} only, not the divisions below',
    scopeOwn: 'The records you created',
    scopeNone: 'No records: ask an administrator for a jurisdiction or a role with a data scope',
    account: 'Account',
    editInUserCenter: 'Edit in Personal Center',
    roles: 'Roles',
    permissions: 'Permissions',
    allPermissions: 'All permissions (super admin)',
    noPermissions: 'No permissions',
    signIns: 'Recent sign-ins',
    signedInAt: 'Signed in',
    lastSeen: 'Last active',
    browser: 'Browser',
    session: 'Session',
    current: 'This session',
    active: 'Active',
    ended: 'Ended',
    activity: 'My activity',
    activityHint: 'What you did in the console, newest first. Only your own entries are shown.',
    loadFailed: 'Your activity could not be loaded.',
  },
};

export type PageMessages = typeof pages;
export default pages;
