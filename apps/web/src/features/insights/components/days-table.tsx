import type { InsightDay } from '@cc/shared/insights/insights.schemas';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKm, formatNumber } from '../../../lib/format';

/**
 * Every day of the event as a table, for screen readers in place of the charts they skip:
 * the km, the running total, the activities and who joined that day. Hidden from the eye,
 * which has the charts and the daily figures' Excel file.
 */
export function DaysTable({ days, eventName }: { days: InsightDay[]; eventName: string }) {
  const { t } = useTranslation('insights');
  let sum = 0;
  const rows = days.map((day) => {
    sum += day.km;
    return { ...day, cumulativeKm: sum };
  });
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('chart.tableCaption', { name: eventName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.date')}</th>
            <th scope="col">{t('chart.km')}</th>
            <th scope="col">{t('chart.cumulativeKm')}</th>
            <th scope="col">{t('chart.activities')}</th>
            <th scope="col">{t('chart.newParticipants')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>{formatKm(day.km)}</td>
              <td>{formatKm(day.cumulativeKm)}</td>
              <td>{formatNumber(day.activities)}</td>
              <td>{formatNumber(day.newParticipants)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
