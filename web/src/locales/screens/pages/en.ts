/** English messages of the manual (documentation/index), the guided tour (guide/index) and the profile page (profile/index): the reference key set for zh, es and ja. */
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
  guide: {
    title: 'Guided tour',
    intro:
      'A short walk through the console for new staff: the bars and menus around every screen, then the screens used most. It takes about two minutes, and Esc leaves it at any step.',
    start: 'Start the tour',
    contents: 'What the tour shows',
    autoStart: 'The tour starts by itself the first time you sign in on this browser. Once you have finished or closed it, it starts from this page only.',
    tour: {
      next: 'Next',
      previous: 'Back',
      done: 'Finish',
      close: 'Close the tour',
      progress: '{{current}} of {{total}}',
    },
    steps: {
      welcome: {
        title: 'Welcome to the plague early-warning console',
        text: 'This tour shows where things are: the bars around every screen, then the dashboard, the source points, the surveys and the alerts. Move with Next and Back or the arrow keys; Esc closes the tour.',
      },
      topMenu: {
        title: 'Top menu',
        text: 'The sections you may open. Choosing one lists its pages in the sidebar. When there are more sections than room, the arrows at either end scroll them.',
        textPhone: 'The sections you may open. Choosing one opens its first page; the menu button lists its other pages. When there are more sections than room, the arrows at either end scroll them.',
      },
      sidebar: {
        title: 'Sidebar',
        text: 'The pages of the section chosen in the top menu. The button at the top left folds the sidebar down to its icons and opens it again.',
      },
      menuButton: {
        title: 'Menu',
        text: 'On a narrow screen the menu is folded away: this button opens it with every section and page, and it closes again once you have chosen one.',
      },
      tabs: {
        title: 'Tabs',
        text: 'Every page you open gets a tab, so you can go back to it where you left it; the dashboard tab always stays. Right-click a tab for its menu: refresh, close, close the others or close all.',
        textPhone: 'Every page you open gets a tab, so you can go back to it where you left it; the dashboard tab always stays. Touch and hold a tab for its menu: refresh, close, close the others or close all.',
      },
      search: {
        title: 'Page search',
        text: 'Finds a page by its title or path: type a few letters (a typo is forgiven) and choose a result to open it.',
      },
      size: {
        title: 'Size',
        text: 'Makes the text and controls of every screen larger or more compact: default, medium, small or mini.',
      },
      language: {
        title: 'Language',
        text: 'Switches the console between 中文, English, Español and 日本語. Your choice is kept for your next visit.',
      },
      settings: {
        title: 'Settings',
        text: 'The theme colour, and switches for the tabs, a fixed header and the logo in the sidebar.',
        textPhone: 'The theme colour, and switches for the tabs and a fixed header.',
      },
      dashboard: {
        title: 'Dashboard map',
        text: 'The source points you may see, coloured by risk, with open signals and historical outbreaks as layers. Click a point for its summary and a link to its record. The figures and charts refresh every minute.',
      },
      sources: {
        title: 'Source points',
        text: 'The plague foci under watch (疫源点). Search and filter by region, focus type, status or risk, open a record to view or update it, and export or import them as Excel sheets.',
        textReader: 'The plague foci under watch (疫源点). Search and filter by region, focus type, status or risk, and open a record to read it.',
      },
      surveys: {
        title: 'Surveys',
        text: 'Field survey records: host density, flea indices, laboratory and serology results. Saving a survey runs the early-warning rules for its source point at once.',
      },
      alerts: {
        title: 'Alerts',
        text: 'What the early-warning rules raised, with the values that fired them. An analyst verifies each alert, confirms or discards it, and takes it through response to closing; every step records who, when and why.',
      },
      finish: {
        title: 'End of the tour',
        text: 'Take it again at any time from Guide › Guided Tour in the menu. The User Manual under Documentation explains every screen in detail.',
      },
    },
  },
  profile: {
    dataScope: 'Data scope',
    scopeHint: 'The records you see and change everywhere in the console',
    scopeHintReadOnly: 'The records you see everywhere in the console; your roles let you read them, not change them',
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
