/**
 * English messages of the template's demo area (its screens and its /login): the reference key
 * set of a chunk of their own, fetched by the first demo screen opened (locales/load.ts). The
 * mock's messages keep the template's words to the letter.
 */
const en = {
  templates: {
    common: {
      all: 'All',
      search: 'Search',
      reset: 'Reset',
      save: 'Save',
      saved: 'Saved',
      cancel: 'Cancel',
      edit: 'Edit',
      delete: 'Delete',
    },
    mock: {
      code60204: 'Account and password are incorrect.',
      code50008: 'Login failed, unable to get user details.',
      code40400: 'Not found.',
    },
    users: {
      admin: { name: 'Super Admin', introduction: 'I am a super administrator' },
      editor: { name: 'Normal Editor', introduction: 'I am an editor' },
      visitor: { name: 'Visitor', introduction: 'I am a visitor' },
    },
    roles: {
      admin: 'Super Administrator. Have access to view all pages.',
      editor: 'Normal Editor. Can see all pages except permission page',
      visitor: 'Just a visitor. Can only see the home page',
    },
    login: {
      title: 'Template demo sign-in',
      intro: 'The demo users are {{users}}; any password of six characters or more. This signs you in to the demo only, never to the console.',
      username: 'Username',
      password: 'Password',
      usernameRequired: 'Please enter a username',
      passwordRule: 'The password must have at least {{count}} characters',
      submit: 'Sign in to the demo',
      signedIn: 'Signed in to the demo as {{roles}}.',
      openConsole: 'The demo pages are in the Templates menu of the console, for its administrators. Sign in to the console to open them; the menu shows what your demo role may see.',
      consoleSignIn: 'Sign in to the console',
      signOut: 'Sign out of the demo',
    },
    dashboard: {
      intro: 'The template’s demo pages run on mock data in your browser, never on the console’s records.',
      name: 'Name',
      roles: 'Roles',
      introduction: 'Introduction',
      signedIn: 'You are signed in to the demo: the Templates menu shows what your demo role may see.',
      notSignedIn: 'You are not signed in to the demo: as a console administrator, you see the demo as its admin. Sign in on /login, or switch roles on Page Permission.',
      signOut: 'Sign out of the demo',
    },
    permission: {
      pageIntro: 'Which demo pages show depends on the demo role: admin sees all, editor all but Permission, visitor the demo dashboard only.',
      yourRoles: 'Your demo roles:',
      switchRoles: 'Switch roles:',
      viewAs: 'Show the elements as:',
      byRole: 'Guarded by role (admin sees them all)',
      byPermission: 'Guarded by permission (*:*:* holds them all)',
      roleGuard: 'Shown to the roles {{roles}}',
      permissionGuard: 'Shown to holders of {{permissions}}',
    },
    role: {
      key: 'Key',
      name: 'Name',
      description: 'Description',
      routes: 'Pages',
      actions: 'Actions',
      add: 'New role',
      edit: 'Edit role',
      nameRequired: 'Please enter a name',
      confirmDelete: 'Delete the role {{name}}?',
    },
    article: {
      id: 'ID',
      date: 'Date',
      title: 'Title',
      titleRequired: 'Please enter a title',
      author: 'Author',
      importance: 'Importance',
      type: 'Type',
      status: 'Status',
      summary: 'Summary',
      pageviews: 'Readings',
      sort: 'Order',
      ascending: 'ID ascending',
      descending: 'ID descending',
      actions: 'Actions',
      publish: 'Publish',
      withdraw: 'Draft',
      types: { CN: 'China', US: 'USA', JP: 'Japan', EU: 'Eurozone' },
      statuses: { published: 'Published', draft: 'Draft' },
    },
    icons: {
      intro: 'The icons a menu entry may name. Click one to copy its name.',
    },
    nested: {
      intro: 'This page sits at {{path}}, nested in the menus above.',
    },
    tab: {
      intro: 'One tab per article type.',
      count: 'Articles of this type: {{count}}',
    },
    errorLog: {
      intro: 'Raise an error on purpose: the red dot in the top bar opens the error log with it.',
      make: 'Raise an error',
    },
    clipboard: {
      intro: 'Copy the text below to the clipboard.',
      text: 'Text to copy',
      copy: 'Copy',
      copied: 'Copied',
      failed: 'The browser did not allow copying',
    },
    i18n: {
      intro: 'Switch the interface language here; every page follows.',
      language: 'Interface language',
      sample: 'Sample text',
      greeting: 'Hello, and welcome to the demo',
      date: 'A date and time',
    },
    theme: {
      intro: 'Choose a theme colour; the console and the components below follow it.',
      colour: 'Theme colour',
      primary: 'Primary',
      default: 'Default',
      tag: 'Tag',
      switch: 'Switch',
    },
  },
};

export type TemplateScreenMessages = typeof en;
export default en;
