import { dayIn } from '@cc/shared/time/calendar';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvent } from '../../../entities/my-events/my-events';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { errorMessageKey } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useActivity } from '../api/get-activity';
import { usePlatformTimeZone } from '../api/get-settings';
import { ActivityForm } from '../components/activity-form';
import { useStoredDraft } from '../hooks/use-stored-draft';

/**
 * `/activity-form/:eventId/:id?`: logs a new activity for one of the user's events, or edits
 * one (the id given) — an activity, or an offline draft by its local id (spec §2). The back
 * button belongs to the layout.
 */
export function ActivityFormPage() {
  const { t } = useTranslation('activities');
  const { eventId = '', id } = useParams();
  const unit = useDistanceUnit();
  const timeZone = usePlatformTimeZone();
  const eventQuery = useMyEvent(eventId);
  const draft = useStoredDraft(id);
  // An id is a draft's when IndexedDB has it; only otherwise is it asked of the server.
  const activityQuery = useActivity(draft === null ? id : undefined);

  const failed = eventQuery.error ?? activityQuery.error;
  if (failed) {
    return (
      <Container size="sm" px={0} py="md">
        <Alert color="red" role="alert">
          {t(errorMessageKey(failed))}
        </Alert>
      </Container>
    );
  }
  if (!unit || eventQuery.data === undefined || (id && !draft && !activityQuery.data)) {
    return <LoadingScreen />;
  }

  const event = eventQuery.data;
  const other = draft ?? activityQuery.data;
  if (!event || (other && other.eventId !== event._id)) {
    return (
      <Container size="sm" px={0} py="md">
        <Stack gap="md">
          <Alert color="yellow" role="status">
            {t('form.eventNotFound')}
          </Alert>
          <Button component={Link} to={paths.progress} variant="light">
            {t('form.toProgress')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {event.name}
          </Title>
          <Text c="dimmed" size="sm">
            {draft ? t('form.editDraftTitle') : id ? t('form.editTitle') : t('form.newTitle')}
          </Text>
        </div>
        <ActivityForm
          key={draft?.localId ?? activityQuery.data?._id ?? 'new'}
          event={event}
          unit={unit}
          today={dayIn(timeZone)}
          activity={draft ? undefined : activityQuery.data}
          draft={draft ?? undefined}
        />
      </Stack>
    </Container>
  );
}
