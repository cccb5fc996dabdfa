import type { DashboardMessages } from './en.ts';

const dashboard: DashboardMessages = {};

export default dashboard;
