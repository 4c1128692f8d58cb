import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFundraising } from '../api/get-fundraising';
import { raisedPercent } from '../fundraising-display';
import { useMoney } from '../hooks/use-money';
import { SponsorList } from './sponsor-list';

/** The money raised against the total of caps, as a bar and in words; nothing without a total. */
function RaisedProgress({
  fundraising,
  money,
}: {
  fundraising: Fundraising;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('fundraising');
  const percent = raisedPercent(fundraising.raisedMinor, fundraising.capTotalMinor);
  if (percent === null || fundraising.capTotalMinor === null) return null;
  return (
    <Stack gap={4}>
      <Progress
        value={Math.min(100, percent)}
        size="lg"
        color="teal"
        aria-label={t('card.barLabel')}
      />
      <Text size="sm" c="dimmed">
        {t('card.ofTotal', {
          percentText: formatNumber(percent),
          totalText: money(fundraising.capTotalMinor),
        })}
      </Text>
    </Stack>
  );
}

/** The cause: its name, linked to its site when it has one (a new tab), and its description. */
function Cause({ fundraising }: { fundraising: Fundraising }) {
  const { t } = useTranslation('fundraising');
  const name = fundraising.charityUrl ? (
    <Anchor href={fundraising.charityUrl} target="_blank" rel="noopener" fw={600}>
      {fundraising.charityName}
    </Anchor>
  ) : (
    <Text span fw={600}>
      {fundraising.charityName}
    </Text>
  );
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('card.for')} {name}
      </Text>
      {fundraising.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {fundraising.description}
        </Text>
      )}
    </Stack>
  );
}

interface RaisedCardViewProps {
  fundraising: Fundraising;
  /** The level of the card's heading in the page's outline. */
  headingOrder?: TitleOrder;
}

/**
 * The "€ raised" card (issue 24): the amount raised for the cause in the UI language's
 * format, a bar against the total of caps, the cause with its link and description, each
 * sponsor with their terms, and for a participant what their own kilometres added at the
 * event-wide per-km rates. Once settled, it says the figures are final.
 */
export function RaisedCardView({ fundraising, headingOrder = 3 }: RaisedCardViewProps) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(fundraising.currency);
  const unit = useDistanceUnit() ?? 'KM';
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingOrder} size="h5" id={titleId}>
            {t('card.title')}
          </Title>
          {fundraising.settledAt && (
            <Badge color="gray" variant="light">
              {t('card.finalBadge')}
            </Badge>
          )}
        </Group>
        <Text fz={28} fw={700} lh={1.2}>
          {money(fundraising.raisedMinor)}
        </Text>
        <RaisedProgress fundraising={fundraising} money={money} />
        <Cause fundraising={fundraising} />
        {fundraising.myContributionMinor !== null && (
          <Text size="sm" fw={600}>
            {t(`card.mine.${unit}`, { amountText: money(fundraising.myContributionMinor) })}
          </Text>
        )}
        <SponsorList pledges={fundraising.pledges} money={money} />
        {fundraising.settledAt && (
          <Text size="sm" c="dimmed">
            {t('card.final', { date: formatDate(fundraising.settledAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The card of one event, loaded on its own; nothing at all for an event without a cause, and
 * nothing while it loads or when it cannot be loaded (the page around it stays usable).
 */
export function RaisedCard({
  eventId,
  headingOrder,
}: {
  eventId: string;
  headingOrder?: TitleOrder;
}) {
  const { data } = useFundraising(eventId);
  if (!data) return null;
  return <RaisedCardView fundraising={data} headingOrder={headingOrder} />;
}
