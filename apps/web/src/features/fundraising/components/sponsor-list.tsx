import type { Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { pledgeScopeText, pledgeTermsText } from '../fundraising-display';

interface SponsorListProps {
  pledges: Pledge[];
  money: (minor: number) => string;
}

/**
 * Each sponsor of the card with their terms (rate per km, and per mile for a reader who
 * counts in miles; fixed amount; match), whose kilometres count, what they give now, and
 * whether their cap stops them.
 */
export function SponsorList({ pledges, money }: SponsorListProps) {
  const { t } = useTranslation('fundraising');
  const unit = useDistanceUnit();
  if (pledges.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" aria-label={t('card.sponsors')}>
      {pledges.map((pledge) => {
        const scope = pledgeScopeText(pledge, t);
        return (
          <List.Item key={pledge.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {pledge.sponsorName}
                </Text>
                <Text size="sm" c="dimmed">
                  {[pledgeTermsText(pledge, { t, money, unit }), scope].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(pledge.owedMinor)}
                </Text>
                {pledge.capReached && (
                  <Badge color="orange" variant="light" size="sm">
                    {t('card.capReached')}
                  </Badge>
                )}
              </Stack>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
