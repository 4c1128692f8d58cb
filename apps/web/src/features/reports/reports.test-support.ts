import type { ReportDetailRow, ReportSummary } from '@cc/shared/reports/reports.schemas';

/**
 * The report tests' world: participants in Germany and Austria. Germany has more than a
 * thousand customers, so German and English number formats differ.
 */
export function buildReportSummary(): ReportSummary {
  return {
    docs: [
      { _id: 'DE', Customer: 1234, Family: 0, Supplier: 5, Staff: 40, total: 1279 },
      { _id: 'AT', Customer: 3, Family: 2, Supplier: 0, Staff: 1, total: 6 },
    ],
    totals: { Customer: 1237, Family: 2, Supplier: 5, Staff: 41, total: 1285 },
  };
}

/** A participant in a report's detail (Ben Meyer, a German customer). */
export function buildReportRow(overrides: Partial<ReportDetailRow> = {}): ReportDetailRow {
  return {
    _id: 'user-2',
    firstName: 'Ben',
    lastName: 'Meyer',
    displayName: 'Ben Meyer',
    email: 'ben@example.com',
    country: 'DE',
    userType: 'Customer',
    company: 'Acme GmbH',
    teamName: 'Sales',
    totalDistance: null,
    ...overrides,
  };
}
