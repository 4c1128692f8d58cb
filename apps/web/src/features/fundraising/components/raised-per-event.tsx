import type { Event } from '@cc/shared/events/events.schemas';
import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import { Anchor, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useRunningEvents } from '../../../entities/running-events/running-events';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/routes';
import { fundraisingQueryOptions } from '../api/get-fundraising';
import { raisedPercent } from '../fundraising-display';
import { useMoney } from '../hooks/use-money';

/** One running event: its name (to its page), the money raised and how far towards its caps. */
function EventRaised({ event, fundraising }: { event: Event; fundraising: Fundraising }) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(fundraising.currency);
  const percent = raisedPercent(fundraising.raisedMinor, fundraising.capTotalMinor);
  return (
    <List.Item>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Anchor component={Link} to={paths.eventDetail(event._id, event.name)} size="sm" fw={600}>
            {event.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {percent === null
              ? t('dashboard.cause', { name: fundraising.charityName })
              : t('dashboard.causeAndPercent', {
                  name: fundraising.charityName,
                  percentText: formatNumber(percent),
                })}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(fundraising.raisedMinor)}
        </Text>
      </Group>
    </List.Item>
  );
}

/**
 * The admin dashboard's money raised (issue 24): every running event that has a cause, with
 * the amount and the percent of the total of its caps.
 */
export function RaisedPerEvent() {
  const { t } = useTranslation('fundraising');
  const running = useRunningEvents();
  const events = running.data ?? [];
  const answers = useQueries({
    queries: events.map((event) => fundraisingQueryOptions(event._id)),
  });
  if (running.isError) {
    return (
      <LoadError
        title={t('dashboard.loadFailed')}
        error={running.error}
        onRetry={() => void running.refetch()}
      />
    );
  }
  if (running.isPending || answers.some((answer) => answer.isPending)) {
    return <Loader size="sm" role="status" aria-label={t('common:loading')} />;
  }
  const rows = events.flatMap((event, i) => {
    const fundraising = answers[i]?.data;
    return fundraising ? [{ event, fundraising }] : [];
  });
  if (rows.length === 0) return <Text size="sm">{t('dashboard.none')}</Text>;
  return (
    <List listStyleType="none" spacing="sm" aria-label={t('dashboard.listLabel')}>
      {rows.map(({ event, fundraising }) => (
        <EventRaised key={event._id} event={event} fundraising={fundraising} />
      ))}
    </List>
  );
}
