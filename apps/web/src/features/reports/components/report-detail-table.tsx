import type { ReportDetailRow } from '@cc/shared/reports/reports.schemas';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table';
import { formatKm } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { useReportLabels } from '../hooks/use-report-labels';
import classes from './report.module.css';

interface ReportDetailTableProps {
  rows: ReportDetailRow[];
  /** Whether the report has each participant's total distance (type 4). */
  withDistance: boolean;
}

/**
 * The participants behind a count: name (leading to the user's detail page), e-mail, country,
 * user type, company, team and, for type 4, the total distance in km with one decimal.
 */
export function ReportDetailTable({ rows, withDistance }: ReportDetailTableProps) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels();
  const columns = [
    t('detail.columns.name'),
    t('detail.columns.email'),
    t('detail.columns.country'),
    t('detail.columns.userType'),
    t('detail.columns.company'),
    t('detail.columns.team'),
    ...(withDistance ? [t('detail.columns.distance')] : []),
  ];

  return (
    <AdminTable minWidth={withDistance ? 940 : 820} columns={columns}>
      {rows.map((row) => (
        <Table.Tr key={row._id}>
          <Table.Td>
            <Anchor component={Link} to={paths.userDetail(row._id)} size="sm" fw={500}>
              {`${row.firstName} ${row.lastName}`.trim() || row.displayName}
            </Anchor>
          </Table.Td>
          <Table.Td>{row.email}</Table.Td>
          <Table.Td>{labels.country(row.country)}</Table.Td>
          <Table.Td>{labels.userType(row.userType)}</Table.Td>
          <Table.Td>{row.company ?? ''}</Table.Td>
          <Table.Td>{row.teamName ?? ''}</Table.Td>
          {withDistance && (
            <Table.Td className={classes.number}>
              {t('detail.km', { value: formatKm(row.totalDistance ?? 0) })}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
