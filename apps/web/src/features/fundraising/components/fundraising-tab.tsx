import type { EventDetail } from '@cc/shared/events/events.schemas';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useFundraising } from '../api/get-fundraising';
import { CauseForm } from './cause-form';
import { PledgesSection } from './pledges-section';
import { SettlementSection } from './settlement-section';

/**
 * The Fundraising tab of an event's admin page (issue 24): the cause, then, once there is
 * one, the pledges with their payments and the settlement with its statements.
 */
export function FundraisingTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation('fundraising');
  const query = useFundraising(event._id);
  const titleId = useId();
  if (query.isPending) return <PageLoader label={t('tab.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('tab.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const fundraising = query.data;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby={titleId}>
          <Title order={3} size="h4" id={titleId}>
            {t('cause.title')}
          </Title>
          {!fundraising && <Text size="sm">{t('cause.intro')}</Text>}
          {/* A new key once the cause exists starts the form from the stored cause. */}
          <CauseForm
            key={fundraising ? 'set' : 'new'}
            eventId={event._id}
            fundraising={fundraising}
          />
        </Stack>
        {fundraising && (
          <>
            <Divider />
            <PledgesSection fundraising={fundraising} />
            <Divider />
            <SettlementSection event={event} fundraising={fundraising} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
