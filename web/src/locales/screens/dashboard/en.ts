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
    /** The focus type filter with two or more chosen (their names do not fit its width). */
    focusTypesChosen: '{{count}} focus types',
    years: 'Outbreak years',
    yearRange: '{{from}}–{{to}}',
    yearFrom: 'First year',
    yearTo: 'Last year',
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
    figures: 'Key figures',
    title: 'Plague early-warning monitor',
    sourcePoints: 'Source points',
    highRisk: 'Level I and II points',
    openAlerts: 'Confirmed alerts open',
    outbreaksThisYear: 'Outbreaks this year',
    casesThisYear: 'Cases this year',
    byRisk: 'By risk level, from confirmed alerts',
    latestAlerts: 'Latest confirmed alerts',
    noAlerts: 'No alerts',
    alertLine: '{{date}} · {{level}} · {{place}} · {{code}} · {{rule}}',
    /** The date of an alert in the ticker, as a parseTime pattern ({y} {m} {d}) in the reader's order. */
    alertDate: '{y}-{m}-{d}',
  },
};

export type DashboardMessages = typeof dashboard;
export default dashboard;
