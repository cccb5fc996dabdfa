/** English messages of the dashboard, /maps and /monitor: the reference key set for zh, es and ja. */
const dashboard = {};

export type DashboardMessages = typeof dashboard;
export default dashboard;
