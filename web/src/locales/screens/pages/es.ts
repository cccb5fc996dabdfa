import type { PageMessages } from './en.ts';

const pages: PageMessages = {
  manual: {
    title: 'Manual de usuario',
    search: 'Buscar en el manual',
    searchPlaceholder: 'Buscar en el manual, p. ej. índice de pulgas',
    matches: 'Secciones encontradas: {{count}}',
    noMatches: 'Ninguna sección contiene estas palabras.',
    contents: 'Contenido',
    table: 'Tabla (se desplaza en horizontal)',
    loadFailed: 'No se pudo cargar el manual. Recargue la página para intentarlo de nuevo.',
  },
  profile: {
    dataScope: 'Alcance de datos',
    scopeHint: 'Los registros que ve y modifica en toda la consola',
    scopeAll: 'Todos los registros del país',
    scopeBelow: '{{names}} y lo que está debajo',
    scopeExact: 'Solo {{names}}, no las divisiones de debajo',
    scopeOwn: 'Los registros que usted creó',
    scopeNone: 'Ningún registro: pida a un administrador una jurisdicción o un rol con alcance de datos',
    account: 'Cuenta',
    editInUserCenter: 'Editar en el Centro personal',
    roles: 'Roles',
    permissions: 'Permisos',
    allPermissions: 'Todos los permisos (superadministrador)',
    noPermissions: 'Sin permisos',
    signIns: 'Inicios de sesión recientes',
    signedInAt: 'Inicio de sesión',
    lastSeen: 'Última actividad',
    browser: 'Navegador',
    session: 'Sesión',
    current: 'Esta sesión',
    active: 'Activa',
    ended: 'Finalizada',
    activity: 'Mi actividad',
    activityHint: 'Lo que ha hecho en la consola, lo más reciente primero. Solo se muestran sus propias entradas.',
    loadFailed: 'No se pudo cargar su actividad.',
  },
};

export default pages;
