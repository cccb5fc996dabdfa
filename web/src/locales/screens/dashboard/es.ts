import type { DashboardMessages } from './en.ts';

const dashboard: DashboardMessages = {
  welcome: 'Bienvenido, {{name}}',
  updatedAt: 'Actualizado {{time}}',
  cards: {
    byRisk: 'Puntos de foco por nivel de riesgo',
    openAlerts: 'Alertas abiertas',
    surveysThisMonth: 'Muestreos este mes',
    outbreaksThisYear: 'Brotes este año',
  },
  map: {
    canvas: {
      title: 'Mapa',
      toggleAttribution: 'Mostrar u ocultar las fuentes del mapa',
      feedback: 'Comentarios sobre el mapa',
      closePopup: 'Cerrar',
    },
    title: 'Mapa de riesgo',
    controls: 'Capas y filtros',
    layers: 'Capas',
    layer: {
      points: 'Puntos de foco',
      alerts: 'Alertas abiertas',
      heat: 'Brotes históricos',
    },
    riskLevel: 'Nivel de riesgo',
    focusType: 'Tipo de foco',
    allFocusTypes: 'Todos los tipos de foco',
    years: 'Años de los brotes',
    yearRange: '{{from}}–{{to}}',
    shown: '{{shown}} de {{total}} puntos de foco mostrados',
    openRecord: 'Abrir el punto de foco',
  },
  popup: {
    code: 'Código',
    focusType: 'Tipo de foco',
    riskLevel: 'Nivel de riesgo',
    openAlert: 'Alerta abierta',
    noAlert: 'Ninguna',
    status: 'Estado',
    region: 'Región',
    coordinates: 'Longitud, latitud',
  },
  charts: {
    alertsPerWeek: 'Alertas por semana (26 semanas)',
    fleaIndexTrend: 'Índice medio de pulgas por tipo de foco (24 meses)',
    outbreaksPerDecade: 'Brotes históricos por década',
    alerts: 'Alertas',
    outbreaks: 'Brotes',
    cases: 'Casos',
    noData: 'Aún no hay datos',
  },
  maps: {
    title: 'Focos naturales de peste: mapa de riesgo',
    signIn: 'Iniciar sesión',
    console: 'Consola',
  },
  monitor: {
    title: 'Monitor de alerta temprana de peste',
    sourcePoints: 'Puntos de foco',
    highRisk: 'Puntos de nivel I y II',
    openAlerts: 'Alertas abiertas',
    outbreaksThisYear: 'Brotes este año',
    casesThisYear: 'Casos este año',
    byRisk: 'Por nivel de riesgo',
    latestAlerts: 'Últimas alertas',
    noAlerts: 'Sin alertas',
    alertLine: '{{time}} · {{level}} · {{place}} · {{code}} · {{rule}}',
  },
};

export default dashboard;
