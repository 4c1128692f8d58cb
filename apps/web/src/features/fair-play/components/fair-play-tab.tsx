import type { EventDetail } from '@cc/shared/events/events.schemas';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../lib/routes';
import { useFairPlay } from '../api/get-fair-play';
import { FairPlayForm } from './fair-play-form';

/**
 * The Fair play tab of an event's admin page (issue 25): the checks every new or edited
 * activity of the event goes through, with a note while they are the platform's defaults,
 * and a way to the event's activities waiting for review.
 */
export function FairPlayTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation('fairPlay');
  const query = useFairPlay(event._id);
  const titleId = useId();
  if (query.isPending) return <PageLoader label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('settings.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const fairPlay = query.data;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md" component="section" aria-labelledby={titleId}>
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {t('settings.title')}
          </Title>
          <Anchor component={Link} to={paths.review({ eventId: event._id })} size="sm">
            {t('settings.queueLink')}
          </Anchor>
        </Group>
        <Text size="sm">{t('settings.intro')}</Text>
        {fairPlay.isDefault && (
          <Alert color="blue" variant="light">
            {t('settings.defaults')}
          </Alert>
        )}
        {/* After a save the form keeps its values: they are what is stored now. */}
        <FairPlayForm eventId={event._id} fairPlay={fairPlay} />
      </Stack>
    </Paper>
  );
}
