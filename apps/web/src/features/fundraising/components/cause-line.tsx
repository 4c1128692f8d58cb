import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFundraising } from '../api/get-fundraising';
import { useMoney } from '../hooks/use-money';

interface CauseLineProps {
  eventId: string;
  /** What to show once it is known that the event has no cause (its description, say). */
  fallback?: ReactNode;
}

/**
 * One line with the money raised for an event's cause, named and linked to the charity's
 * site when it has one (issue 27, decision 073): "1.234,56 € gesammelt für …". The same
 * query as the money-raised card, so a screen showing both asks once. Nothing while loading
 * or when the figures fail (the card below says why); `fallback` when there is no cause.
 */
export function CauseLine({ eventId, fallback = null }: CauseLineProps) {
  const { t } = useTranslation('fundraising');
  const { data: fundraising, isPending, isError } = useFundraising(eventId);
  const money = useMoney(fundraising?.currency ?? 'EUR');

  if (isPending || isError) return null;
  if (!fundraising) return <>{fallback}</>;

  // The line's own colour, underlined: the anchor's blue on the headline's light blue is
  // below 4.5:1 (axe).
  const name = fundraising.charityUrl ? (
    <Anchor
      href={fundraising.charityUrl}
      target="_blank"
      rel="noopener"
      inherit
      c="inherit"
      underline="always"
    >
      {fundraising.charityName}
    </Anchor>
  ) : (
    fundraising.charityName
  );
  return (
    <Text size="sm" fw={600} data-testid="cause-line">
      {t('line.raised', { amountText: money(fundraising.raisedMinor) })} {name}
      {fundraising.settledAt ? ` · ${t('line.final')}` : ''}
    </Text>
  );
}
