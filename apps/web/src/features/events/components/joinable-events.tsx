import { Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { paths } from '../../../lib/routes';
import { useOpenEvents } from '../api/get-open-events';
import { OpenEventCard } from './open-event-card';

/**
 * The open challenges the participant has not joined, each with its join button (the card
 * of /active-events): what progress offers someone who has joined none yet (issue 27). When
 * they cannot be loaded, a way to the list of open challenges; when none is open, that note.
 */
export function JoinableEvents() {
  const { t } = useTranslation('events');
  const events = useOpenEvents();
  const unit = useDistanceUnit() ?? 'KM';

  if (events.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (events.isError) {
    return (
      <Button component={Link} to={paths.activeEvents} variant="light">
        {t('registration.toOpenEvents')}
      </Button>
    );
  }
  const joinable = events.data.docs.filter((event) => !event.isRegistered);
  if (joinable.length === 0) {
    return (
      <Text c="dimmed" ta="center" size="sm">
        {t('open.emptyHint')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" w="100%">
      <Title order={2} size="h4">
        {t('open.joinable')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {joinable.map((event) => (
          <OpenEventCard key={event._id} event={event} unit={unit} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
