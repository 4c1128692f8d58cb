import type { ReportSummary } from '@cc/shared/reports/reports.schemas';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKm } from '../../../lib/format';
import type { ReportCell } from '../api/get-report-detail';
import { reportColumns, useReportLabels } from '../hooks/use-report-labels';
import { CountButton } from './count-button';
import classes from './report.module.css';

interface ReportSummaryTableProps {
  summary: ReportSummary;
  onOpen: (cell: ReportCell) => void;
}

/** A km figure of the summary, when the report belongs to an event (types 2-4). */
function KmCell({ km, fw }: { km: number | null; fw: number }) {
  if (km === null) return null;
  return (
    <Table.Td className={classes.number} fw={fw}>
      {formatKm(km)}
    </Table.Td>
  );
}

/**
 * Participants per country (rows, by name) and user type (columns), with the row totals, the
 * column totals and the grand total (admin spec §2 Report page), and for a report of an
 * event the kilometres of each row and of everyone (issue 27). Every count opens its
 * participants: a cell that country and type, a row total that country, a column total that
 * type, the grand total everyone.
 */
export function ReportSummaryTable({ summary, onOpen }: ReportSummaryTableProps) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels();
  const { totals } = summary;
  // The API sends the rows by country code; readers look a country up by its name.
  const rows = [...summary.docs].sort((a, b) => labels.byCountryName(a._id, b._id));

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('summary.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('summary.country')}</Table.Th>
            {reportColumns.map((type) => (
              <Table.Th key={type} scope="col" className={classes.number}>
                {labels.userType(type)}
              </Table.Th>
            ))}
            <Table.Th scope="col" className={classes.number}>
              {t('summary.total')}
            </Table.Th>
            {totals.km !== null && (
              <Table.Th scope="col" className={classes.number}>
                {t('summary.km')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Th scope="row" fw={500}>
                {labels.country(row._id)}
              </Table.Th>
              {reportColumns.map((type) => (
                <Table.Td key={type} className={classes.number}>
                  <CountButton
                    value={row[type]}
                    cell={{ country: row._id, userType: type }}
                    onOpen={onOpen}
                  />
                </Table.Td>
              ))}
              <Table.Td className={classes.number} fw={600}>
                <CountButton value={row.total} cell={{ country: row._id }} onOpen={onOpen} />
              </Table.Td>
              <KmCell km={row.km} fw={400} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('summary.total')}</Table.Th>
            {reportColumns.map((type) => (
              <Table.Td key={type} className={classes.number} fw={600}>
                <CountButton value={totals[type]} cell={{ userType: type }} onOpen={onOpen} />
              </Table.Td>
            ))}
            <Table.Td className={classes.number} fw={700}>
              <CountButton value={totals.total} cell={{}} onOpen={onOpen} />
            </Table.Td>
            <KmCell km={totals.km} fw={700} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
