import type { TemplateTitleMessages } from './en.ts';

const es: TemplateTitleMessages = {
  templates: {
    route: {
      templates: 'Plantillas',
      demoDashboard: 'Panel de demostración',
      permission: 'Permisos',
      pagePermission: 'Permisos de página',
      directivePermission: 'Permisos de elementos',
      rolePermission: 'Permisos de roles',
      icons: 'Iconos',
      nested: 'Rutas anidadas',
      menu1: 'Menú 1',
      'menu1-1': 'Menú 1-1',
      'menu1-2': 'Menú 1-2',
      'menu1-2-1': 'Menú 1-2-1',
      'menu1-2-2': 'Menú 1-2-2',
      'menu1-3': 'Menú 1-3',
      menu2: 'Menú 2',
      example: 'Ejemplo',
      createArticle: 'Crear artículo',
      editArticle: 'Editar artículo',
      articleList: 'Lista de artículos',
      table: 'Tabla',
      complexTable: 'Tabla compleja',
      tab: 'Pestañas',
      errorPages: 'Páginas de error',
      page401: '401',
      page404: '404',
      errorLog: 'Registro de errores',
      clipboard: 'Portapapeles',
      i18n: 'Idiomas',
      theme: 'Tema',
      externalLink: 'Enlace externo',
    },
  },
};

export default es;
