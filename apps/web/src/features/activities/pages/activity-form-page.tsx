import { dayIn } from '@cc/shared/time/calendar';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessageKey } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useMyEvent } from '../../../lib/session/my-events';
import { useDistanceUnit } from '../../../lib/session/profile';
import { useActivity } from '../api/get-activity';
import { usePlatformTimeZone } from '../api/get-settings';
import { ActivityForm } from '../components/activity-form';

/**
 * `/activity-form/:eventId/:id?`: logs a new activity for one of the user's events, or edits
 * one (the id given). The back button belongs to the layout.
 */
export function ActivityFormPage() {
  const { t } = useTranslation('activities');
  const { eventId = '', id } = useParams();
  const unit = useDistanceUnit();
  const timeZone = usePlatformTimeZone();
  const eventQuery = useMyEvent(eventId);
  const activityQuery = useActivity(id);

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
  if (!unit || eventQuery.data === undefined || (id && !activityQuery.data)) {
    return <LoadingScreen />;
  }

  const event = eventQuery.data;
  if (!event || (activityQuery.data && activityQuery.data.eventId !== event._id)) {
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
            {id ? t('form.editTitle') : t('form.newTitle')}
          </Text>
        </div>
        <ActivityForm
          key={activityQuery.data?._id ?? 'new'}
          event={event}
          unit={unit}
          today={dayIn(timeZone)}
          activity={activityQuery.data}
        />
      </Stack>
    </Container>
  );
}
