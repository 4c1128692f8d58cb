import { Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useRunningEvents } from '../../../entities/running-events/running-events';
import { EventInsights } from './event-insights';

/**
 * The admin dashboard's opening (issue 26): the live figures of every running event, one
 * section each, or a line saying none runs. The app composes it into the dashboard page.
 */
export function RunningInsights() {
  const { t } = useTranslation('insights');
  const running = useRunningEvents();
  const titleId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <div>
        <Title order={2} size="h3" id={titleId}>
          {t('section.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('section.description')}
        </Text>
      </div>
      {running.isError ? (
        <LoadError
          title={t('section.loadFailed')}
          error={running.error}
          onRetry={() => void running.refetch()}
        />
      ) : running.isPending ? (
        <Loader size="sm" role="status" aria-label={t('common:loading')} />
      ) : running.data.length === 0 ? (
        <Text size="sm">{t('section.none')}</Text>
      ) : (
        running.data.map((event) => <EventInsights key={event._id} event={event} />)
      )}
    </Stack>
  );
}
