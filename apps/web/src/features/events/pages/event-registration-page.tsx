import { Button, Center, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useEvent } from '../api/get-event';
import { useRegisterEvent } from '../api/register-event';
import { EventSummary } from '../components/event-summary';

/** A note with a way back to the open events (no event, an unknown one, a load failure). */
function BackToEvents({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation('events');
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <Text ta="center">{t(messageKey)}</Text>
      <Button component={Link} to={paths.activeEvents} variant="light">
        {t('registration.toOpenEvents')}
      </Button>
    </Stack>
  );
}

/**
 * `/eventRegistration?eventId=<id>`: shows the event and asks the person to confirm that
 * they join it. On success the user's data is refreshed and they go to /progress.
 */
export function EventRegistrationPage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const eventId = params.get('eventId');
  const event = useEvent(eventId);
  const unit = useDistanceUnit() ?? 'KM';
  const register = useRegisterEvent();

  if (!eventId) return <BackToEvents messageKey="registration.noEvent" />;
  if (event.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </Center>
    );
  }
  if (event.isError) {
    return (
      <BackToEvents
        messageKey={
          isApiError(event.error, 'NOT_FOUND') ? 'registration.notFound' : 'open.loadFailed'
        }
      />
    );
  }

  const join = async () => {
    try {
      await register.mutateAsync(event.data._id);
      notifySuccess('events:registration.label_registration_successful');
      navigate(paths.progress);
    } catch (error) {
      notifyError(error, 'events:registration.label_registration_failed');
    }
  };

  const { isRegistered, state } = event.data;
  return (
    <Stack gap="md" maw={640} mx="auto">
      <Paper withBorder radius="md" p="lg">
        <EventSummary event={event.data} unit={unit} />
      </Paper>
      {isRegistered ? (
        <Stack gap="sm">
          <Text>{t('registration.alreadyJoined')}</Text>
          <Group justify="flex-end">
            <Button component={Link} to={paths.progress}>
              {t('card.toProgress')}
            </Button>
          </Group>
        </Stack>
      ) : state === 'ended' ? (
        <BackToEvents messageKey="registration.ended" />
      ) : (
        <Stack gap="sm">
          <Text>{t('registration.question', { name: event.data.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={paths.activeEvents} variant="default">
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void join()} loading={register.isPending}>
              {t('registration.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
