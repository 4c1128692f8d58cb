import type { ReportDetailRow, ReportSummary } from '@cc/shared/reports/reports.schemas';

/**
 * The report tests' world: participants in Germany and Austria. Germany has more than a
 * thousand customers, so German and English number formats differ. Without km, as a type 1
 * report (no event) sends it; buildEventReportSummary adds them.
 */
export function buildReportSummary(): ReportSummary {
  return {
    docs: [
      { _id: 'DE', Customer: 1234, Family: 0, Supplier: 5, Staff: 40, total: 1279, km: null },
      { _id: 'AT', Customer: 3, Family: 2, Supplier: 0, Staff: 1, total: 6, km: null },
    ],
    totals: { Customer: 1237, Family: 2, Supplier: 5, Staff: 41, total: 1285, km: null },
  };
}

/** The same people as a report of an event (types 2-4) sends them: with their km in it. */
export function buildEventReportSummary(): ReportSummary {
  const [de, at] = buildReportSummary().docs as [
    ReportSummary['docs'][number],
    ReportSummary['docs'][number],
  ];
  return {
    docs: [
      { ...de, km: 12345.6 },
      { ...at, km: 42 },
    ],
    totals: { ...buildReportSummary().totals, km: 12387.6 },
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
