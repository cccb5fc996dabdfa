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
  guide: {
    title: 'Visita guiada',
    intro:
      'Un breve recorrido por la consola para el personal nuevo: las barras y los menús que rodean cada pantalla y, después, las pantallas más usadas. Dura unos dos minutos, y Esc la cierra en cualquier paso.',
    start: 'Iniciar la visita',
    contents: 'Qué muestra la visita',
    autoStart: 'La visita empieza sola la primera vez que inicia sesión en este navegador. Una vez terminada o cerrada, solo se inicia desde esta página.',
    tour: {
      next: 'Siguiente',
      previous: 'Atrás',
      done: 'Terminar',
      close: 'Cerrar la visita',
      progress: '{{current}} de {{total}}',
    },
    steps: {
      welcome: {
        title: 'Bienvenido a la consola de alerta temprana de peste',
        text: 'Esta visita muestra dónde está cada cosa: las barras que rodean cada pantalla y, después, el panel, los puntos de foco, las encuestas y las alertas. Avance con Siguiente y Atrás o con las flechas del teclado; Esc cierra la visita.',
      },
      topMenu: {
        title: 'Menú superior',
        text: 'Las secciones que puede abrir. Al elegir una, la barra lateral muestra sus páginas. Si no caben todas, las flechas de los extremos las desplazan.',
        textPhone: 'Las secciones que puede abrir. Al elegir una se abre su primera página; el botón del menú muestra las demás. Si no caben todas, las flechas de los extremos las desplazan.',
      },
      sidebar: {
        title: 'Barra lateral',
        text: 'Las páginas de la sección elegida en el menú superior. El botón de arriba a la izquierda reduce la barra a sus iconos y la vuelve a abrir.',
      },
      menuButton: {
        title: 'Menú',
        text: 'En una pantalla estrecha el menú está plegado: este botón lo abre con todas las secciones y páginas, y se vuelve a cerrar al elegir una.',
      },
      tabs: {
        title: 'Pestañas',
        text: 'Cada página que abre recibe una pestaña, para volver a ella tal como la dejó; la del panel no se cierra nunca. Con el botón derecho sobre una pestaña: actualizar, cerrar, cerrar las demás o cerrar todas.',
        textPhone: 'Cada página que abre recibe una pestaña, para volver a ella tal como la dejó; la del panel no se cierra nunca. Mantenga pulsada una pestaña para ver su menú: actualizar, cerrar, cerrar las demás o cerrar todas.',
      },
      search: {
        title: 'Buscar páginas',
        text: 'Encuentra una página por su título o su ruta: escriba unas letras (se perdona una errata) y elija un resultado para abrirla.',
      },
      size: {
        title: 'Tamaño',
        text: 'Agranda o compacta el texto y los controles de todas las pantallas: predeterminado, mediano, pequeño o mini.',
      },
      language: {
        title: 'Idioma',
        text: 'Cambia la consola entre 中文, English, Español y 日本語. Su elección se conserva para la próxima visita.',
      },
      settings: {
        title: 'Ajustes',
        text: 'El color del tema y los interruptores de las pestañas, el encabezado fijo y el logotipo de la barra lateral.',
        textPhone: 'El color del tema, y los interruptores de las pestañas y de la cabecera fija.',
      },
      dashboard: {
        title: 'Mapa del panel',
        text: 'Los puntos de foco que puede ver, coloreados por riesgo, con las señales abiertas y los brotes históricos como capas. Pulse un punto para ver su resumen y un enlace a su ficha. Las cifras y los gráficos se actualizan cada minuto.',
      },
      sources: {
        title: 'Puntos de foco',
        text: 'Los focos naturales de peste en vigilancia (疫源点). Busque y filtre por región, tipo de foco, estado o riesgo, abra una ficha para verla o actualizarla, y expórtelos o impórtelos en hojas de Excel.',
        textReader: 'Los focos naturales de peste en vigilancia (疫源点). Busque y filtre por región, tipo de foco, estado o riesgo, y abra una ficha para consultarla.',
      },
      surveys: {
        title: 'Encuestas',
        text: 'Los registros de las encuestas de campo: densidad de hospedadores, índices de pulgas, resultados de laboratorio y serología. Al guardar una encuesta se aplican enseguida las reglas de alerta temprana a su punto de foco.',
      },
      alerts: {
        title: 'Alertas',
        text: 'Lo que han disparado las reglas de alerta temprana, con los valores que lo causaron. Un analista verifica cada alerta, la confirma o la descarta y la lleva por la respuesta hasta el cierre; cada paso registra quién, cuándo y por qué.',
      },
      finish: {
        title: 'Fin de la visita',
        text: 'Puede repetirla cuando quiera desde Guía › Visita guiada en el menú. El manual de usuario, en Documentación, explica cada pantalla en detalle.',
      },
    },
  },
  profile: {
    dataScope: 'Alcance de datos',
    scopeHint: 'Los registros que ve y modifica en toda la consola',
    scopeHintReadOnly: 'Los registros que ve en toda la consola; sus roles le permiten consultarlos, no modificarlos',
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
