/**
 * What the app and other modules use of reports: its routes, and the summary of a report
 * (counts per country and type).
 */
export { reportsRoutes } from './reports.routes';
export { getReportSummary } from './reports.service';
