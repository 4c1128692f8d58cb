import { Button, Center, Loader, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { useOpenEvents } from '../api/get-open-events';
import { OpenEventCard } from '../components/open-event-card';

/**
 * `/active-events`: the events a participant can join (upcoming and running), latest end
 * first, each as a card with a join button, or the note that they have joined.
 */
export function ActiveEventsPage() {
  const { t } = useTranslation('events');
  const events = useOpenEvents();
  const unit = useDistanceUnit() ?? 'KM';

  if (events.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </Center>
    );
  }

  if (events.isError) {
    return (
      <Stack align="center" gap="md" py="xl" role="alert">
        <Text ta="center">{t('open.loadFailed')}</Text>
        <Button variant="light" onClick={() => void events.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  }

  if (events.data.docs.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Text fw={600}>{t('no_record_found')}</Text>
        <Text c="dimmed" ta="center" size="sm">
          {t('open.emptyHint')}
        </Text>
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {events.data.docs.map((event) => (
        <OpenEventCard key={event._id} event={event} unit={unit} />
      ))}
    </SimpleGrid>
  );
}
