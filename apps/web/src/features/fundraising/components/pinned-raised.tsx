import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import { Anchor, Paper, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyEvents } from '../../../entities/my-events/my-events';
import { progressOfEvent } from '../../../lib/routes';
import { fundraisingQueryOptions } from '../api/get-fundraising';
import { useMoney } from '../hooks/use-money';
import { PinnedRaisedSpace, rememberPinnedHeight } from './pinned-raised-space';

/** One running challenge's money raised, leading to its progress. */
function PinnedLine({ fundraising }: { fundraising: Fundraising }) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(fundraising.currency);
  return (
    <Anchor component={Link} to={progressOfEvent(fundraising.eventId)} size="sm" fw={600}>
      {t('pinned.raised', {
        amountText: money(fundraising.raisedMinor),
        name: fundraising.charityName,
      })}
    </Anchor>
  );
}

/**
 * The money raised for the causes of the user's running challenges, pinned at the top of
 * the newsfeed (issue 24): one short line per challenge that has a cause, each leading to
 * the challenge's progress. Nothing when none has one. The newsfeed loads it on its own
 * chunk after its first paint, so the feed's first page carries none of it.
 */
export function PinnedRaised() {
  const { t } = useTranslation('fundraising');
  const { data: events } = useMyEvents();
  const running = (events ?? []).filter((event) => event.state === 'running');
  const answers = useQueries({
    queries: running.map((event) => fundraisingQueryOptions(event._id)),
  });
  const causes = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  const isSettled = events !== undefined && answers.every((answer) => !answer.isPending);
  // The next visit keeps this room for the line while it loads (pinned-raised-space.tsx),
  // as high as it is last: its lines wrap differently as the screen turns.
  const measure = useCallback((aside: HTMLElement | null) => {
    if (!aside) return;
    rememberPinnedHeight(aside.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => rememberPinnedHeight(aside.offsetHeight));
    observer.observe(aside);
    return () => observer.disconnect();
  }, []);
  const isEmpty = isSettled && causes.length === 0;
  useEffect(() => {
    if (isEmpty) rememberPinnedHeight(0);
  }, [isEmpty]);
  if (causes.length === 0) return isSettled ? null : <PinnedRaisedSpace />;
  return (
    <Paper
      ref={measure}
      component="aside"
      aria-label={t('pinned.label')}
      withBorder
      radius="md"
      p="sm"
      bg="blue.0"
    >
      <Stack gap={4}>
        {causes.map((fundraising) => (
          <PinnedLine key={fundraising.eventId} fundraising={fundraising} />
        ))}
      </Stack>
    </Paper>
  );
}
