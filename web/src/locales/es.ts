import type { LocaleMessages } from './en.ts';

const es: LocaleMessages = {
  app: {
    title: 'Consola de alerta temprana de peste',
    loading: 'Cargando…',
  },
  route: {
    home: 'Inicio',
    dashboard: 'Panel',
    userCenter: 'Centro personal',
    system: 'Sistema',
    systemUser: 'Usuarios',
    systemRole: 'Roles',
    systemMenu: 'Menús',
    systemAudit: 'Registro de auditoría',
    login: 'Iniciar sesión',
    authRedirect: 'Iniciando sesión',
    maps: 'Mapa',
    monitor: 'Monitor',
    notFound: 'Página no encontrada',
    unauthorized: 'Sin permiso',
    redirect: 'Redirigiendo',
  },
  menu: {
    allPermissions: 'Todos los permisos',
  },
  button: {
    add: 'Añadir',
    edit: 'Editar',
    delete: 'Eliminar',
    status: 'Habilitar o deshabilitar',
    resetPassword: 'Restablecer contraseña',
    grant: 'Asignar menús',
  },
  navbar: {
    dashboard: 'Panel',
    logOut: 'Cerrar sesión',
    toggleSideBar: 'Mostrar u ocultar el menú lateral',
    language: 'Cambiar idioma',
    userMenu: 'Menú de usuario',
  },
  language: {
    switched: 'Idioma cambiado correctamente',
  },
  login: {
    title: 'Iniciar sesión en la consola',
    username: 'Usuario',
    password: 'Contraseña',
    captcha: 'Captcha',
    captchaImage: 'Imagen del captcha: haga clic para obtener otra',
    captchaLoading: 'Cargando el captcha…',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    submit: 'Iniciar sesión',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    captchaRequired: 'Introduzca el captcha',
  },
  request: {
    error: 'Error',
    timeout: 'El servidor no respondió a tiempo',
    network: 'No se puede conectar con el servidor',
    reloginContent: 'Se ha cerrado su sesión; puede cancelar para quedarse en esta página o iniciar sesión de nuevo',
    reloginTitle: 'Confirmar cierre de sesión',
    relogin: 'Volver a iniciar sesión',
    cancel: 'Cancelar',
  },
  permission: {
    verificationFailed: 'La verificación falló; inicie sesión de nuevo.',
    rolesRequired: 'getInfo: ¡los roles deben ser una lista no vacía!',
    hasError: 'Se produjo un error',
  },
  dashboard: {
    welcome: 'Bienvenido, {{name}}',
    intro: 'Aquí aparecerán el mapa, el resumen de riesgo y las últimas alertas.',
  },
  errorPage: {
    notFound: 'Lo sentimos, la página que visitó no existe.',
    unauthorized: 'Lo sentimos, no tiene permiso para ver esta página.',
    backHome: 'Volver al inicio',
    goBack: 'Volver',
  },
  placeholder: {
    comingLater: 'Esta página llegará en una versión posterior.',
  },
  authRedirect: {
    text: 'Completando el inicio de sesión…',
  },
};

export default es;
