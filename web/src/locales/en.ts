/**
 * English messages of the shell (sign-in, top bar, menus, errors): the reference key set. zh, es
 * and ja are typed against it, and locales.test.ts checks at run time that all four have the same
 * keys and no empty value. The screens inside the main layout keep theirs in ./screens/.
 * Strings quoted by SPEC (language switch, guard and request errors) are kept to the letter.
 * route.*, menu.* and button.* are the titles the server's menu table stores.
 */
const en = {
  app: {
    title: 'Plague Early-Warning Console',
    loading: 'Loading…',
  },
  route: {
    home: 'Home',
    dashboard: 'Dashboard',
    userCenter: 'Personal Center',
    system: 'System',
    systemUser: 'Users',
    systemRole: 'Roles',
    systemMenu: 'Menus',
    systemAudit: 'Audit Log',
    login: 'Sign In',
    authRedirect: 'Signing In',
    maps: 'Map',
    monitor: 'Monitor',
    notFound: 'Page Not Found',
    unauthorized: 'No Permission',
    redirect: 'Redirecting',
    epidemicSource: 'Epidemic Sources',
    sourceList: 'Source Points',
    addSource: 'Source Point',
    historyList: 'Historical Outbreaks',
    editHistory: 'Outbreak Record',
    surveillance: 'Surveillance',
    surveyList: 'Surveys',
    alertList: 'Alerts',
    riskRules: 'Risk Rules',
  },
  menu: {
    allPermissions: 'All permissions',
  },
  button: {
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    status: 'Enable or disable',
    resetPassword: 'Reset password',
    grant: 'Assign menus',
    import: 'Import',
    export: 'Export',
    verify: 'Verify',
    respond: 'Respond',
    close: 'Close',
  },
  navbar: {
    dashboard: 'Dashboard',
    logOut: 'Log Out',
    toggleSideBar: 'Show or hide the side menu',
    language: 'Switch language',
    userMenu: 'User menu',
    search: 'Search pages',
    searchPlaceholder: 'Page title or path',
    screenfull: 'Full screen',
    exitScreenfull: 'Exit full screen',
    size: 'Global size',
    errorLog: 'Error log',
    alerts: 'Open alerts: {{count}}',
    topMenu: 'Main menu',
    scrollLeft: 'Earlier menu items',
    scrollRight: 'More menu items',
    settings: 'Page style setting',
  },
  language: {
    switched: 'Switch Language Success',
  },
  login: {
    title: 'Sign in to the console',
    username: 'Username',
    password: 'Password',
    captcha: 'Captcha',
    captchaImage: 'Captcha picture: click for a new one',
    captchaLoading: 'Loading the captcha…',
    showPassword: 'Show the password',
    hidePassword: 'Hide the password',
    submit: 'Sign In',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    captchaRequired: 'Please enter the captcha',
  },
  request: {
    error: 'Error',
    timeout: 'The server did not answer in time',
    network: 'Cannot reach the server',
    reloginContent: 'You have been logged out, you can cancel to stay on this page, or log in again',
    reloginTitle: 'Confirm logout',
    relogin: 'Re-Login',
    cancel: 'Cancel',
  },
  permission: {
    verificationFailed: 'Verification failed, please Login again.',
    rolesRequired: 'getInfo: roles must be a non-null array!',
    hasError: 'Has Error',
  },
  screenfull: {
    unsupported: 'you browser can not work',
  },
  sizeSelect: {
    default: 'Default',
    medium: 'Medium',
    small: 'Small',
    mini: 'Mini',
    switched: 'Switch Size Success',
  },
  tagsView: {
    label: 'Open pages',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close Others',
    closeAll: 'Close All',
    noName: 'no-name',
  },
  breadcrumb: {
    label: 'You are here',
  },
  settings: {
    title: 'Page style setting',
    theme: 'Theme Color',
    customColor: 'Another colour',
    tagsView: 'Open Tags-View',
    fixedHeader: 'Fixed Header',
    sidebarLogo: 'Sidebar Logo',
    compiling: 'Compiling the theme',
  },
  errorLog: {
    title: 'Error Log',
    message: 'Message',
    info: 'Info',
    url: 'URL',
    stack: 'Stack',
    time: 'Time',
    clearAll: 'Clear All',
  },
  viewError: {
    title: 'This page stopped working',
    reload: 'Reload the page',
  },
  time: {
    justNow: 'just now',
  },
  exportOverlay: {
    text: 'Exporting...',
  },
  errorPage: {
    notFound: 'Sorry, the page you visited does not exist.',
    unauthorized: 'Sorry, you do not have permission to view this page.',
    backHome: 'Back to Home',
    goBack: 'Go Back',
  },
  placeholder: {
    comingLater: 'This page arrives in a later release.',
  },
  authRedirect: {
    text: 'Completing the sign-in…',
  },
};

export type LocaleMessages = typeof en;
export default en;
