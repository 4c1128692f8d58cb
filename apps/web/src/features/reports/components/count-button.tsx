import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ReportCell } from '../api/get-report-detail';
import { useReportLabels } from '../hooks/use-report-labels';
import classes from './report.module.css';

interface CountButtonProps {
  value: number;
  cell: ReportCell;
  onOpen: (cell: ReportCell) => void;
}

/**
 * A count of the summary that opens the participants behind it; named with whom it counts
 * for screen readers. A zero has nobody to list and stays plain text.
 */
export function CountButton({ value, cell, onOpen }: CountButtonProps) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels();
  const text = formatNumber(value);
  if (value === 0) return <span className={classes.zero}>{text}</span>;
  return (
    <UnstyledButton
      className={classes.count}
      aria-label={t('summary.open', { scope: labels.cell(cell), value: text })}
      onClick={() => onOpen(cell)}
    >
      {text}
    </UnstyledButton>
  );
}
