/** English messages of the dashboard, /maps and /monitor: the reference key set for zh, es and ja. */
const dashboard = {
  welcome: 'Welcome, {{name}}',
  updatedAt: 'Updated {{time}}',
  cards: {
    byRisk: 'Source points by risk level',
    openAlerts: 'Open alerts',
    surveysThisMonth: 'Surveys this month',
    outbreaksThisYear: 'Outbreaks this year',
  },
  map: {
    canvas: {
      title: 'Map',
      toggleAttribution: 'Show or hide the map sources',
      feedback: 'Map feedback',
      closePopup: 'Close',
    },
    title: 'Risk map',
    controls: 'Layers and filters',
    layers: 'Layers',
    layer: {
      points: 'Source points',
      alerts: 'Open alerts',
      heat: 'Historical outbreaks',
    },
    riskLevel: 'Risk level',
    focusType: 'Focus type',
    allFocusTypes: 'All focus types',
    years: 'Outbreak years',
    yearRange: '{{from}}–{{to}}',
    shown: '{{shown}} of {{total}} source points shown',
    openRecord: 'Open the source point',
  },
  popup: {
    code: 'Code',
    focusType: 'Focus type',
    riskLevel: 'Risk level',
    openAlert: 'Open alert',
    noAlert: 'None',
    status: 'Status',
    region: 'Region',
    coordinates: 'Longitude, latitude',
  },
  charts: {
    alertsPerWeek: 'Alerts per week (26 weeks)',
    fleaIndexTrend: 'Mean flea index by focus type (24 months)',
    outbreaksPerDecade: 'Historical outbreaks per decade',
    alerts: 'Alerts',
    outbreaks: 'Outbreaks',
    cases: 'Cases',
    noData: 'No data yet',
  },
  maps: {
    title: 'Plague natural foci: risk map',
    signIn: 'Sign in',
    console: 'Console',
  },
  monitor: {
    title: 'Plague early-warning monitor',
    sourcePoints: 'Source points',
    highRisk: 'Level I and II points',
    openAlerts: 'Open alerts',
    outbreaksThisYear: 'Outbreaks this year',
    casesThisYear: 'Cases this year',
    byRisk: 'By risk level',
    latestAlerts: 'Latest alerts',
    noAlerts: 'No alerts',
    alertLine: '{{time}} · {{level}} · {{place}} · {{code}} · {{rule}}',
  },
};

export type DashboardMessages = typeof dashboard;
export default dashboard;
