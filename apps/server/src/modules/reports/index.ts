/** What other modules use of reports: the summary of a report (counts per country and type). */
export { getReportSummary } from './reports.service';
