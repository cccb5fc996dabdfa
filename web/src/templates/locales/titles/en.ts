/**
 * The Templates group's route titles (the menu table's templates.route.* names), English: the
 * reference key set. A chunk of their own, loaded only for a user granted the group.
 */
const en = {
  templates: {
    route: {
      templates: 'Templates',
      demoDashboard: 'Demo Dashboard',
      permission: 'Permission',
      pagePermission: 'Page Permission',
      directivePermission: 'Directive Permission',
      rolePermission: 'Role Permission',
      icons: 'Icons',
      nested: 'Nested Routes',
      menu1: 'Menu 1',
      'menu1-1': 'Menu 1-1',
      'menu1-2': 'Menu 1-2',
      'menu1-2-1': 'Menu 1-2-1',
      'menu1-2-2': 'Menu 1-2-2',
      'menu1-3': 'Menu 1-3',
      menu2: 'Menu 2',
      example: 'Example',
      createArticle: 'Create Article',
      editArticle: 'Edit Article',
      articleList: 'Article List',
      table: 'Table',
      complexTable: 'Complex Table',
      tab: 'Tab',
      errorPages: 'Error Pages',
      page401: '401',
      page404: '404',
      errorLog: 'Error Log',
      clipboard: 'Clipboard',
      i18n: 'I18n',
      theme: 'Theme',
      charts: 'Charts',
      keyboardChart: 'Keyboard Chart',
      lineChart: 'Line Chart',
      mixChart: 'Mix Chart',
      dynamicTable: 'Dynamic Table',
      dragTable: 'Drag Table',
      inlineEditTable: 'Inline Edit',
      excel: 'Excel',
      exportExcel: 'Export Excel',
      exportSelected: 'Export Selected',
      exportMergeHeader: 'Merge Header',
      uploadExcel: 'Upload Excel',
      zip: 'Zip',
      pdf: 'PDF',
      pdfDownload: 'PDF Download',
      externalLink: 'External Link',
    },
  },
};

export type TemplateTitleMessages = typeof en;
export default en;
