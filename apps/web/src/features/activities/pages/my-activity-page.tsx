import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessageKey } from '../../../lib/notify';
import { useMyEvent } from '../../../lib/session/my-events';
import { useDistanceUnit } from '../../../lib/session/profile';
import { useEventProgress } from '../api/get-event-progress';
import { ProgressChart } from '../components/progress-chart';
import { ProgressRows } from '../components/progress-rows';

/** `/my-activity/:eventId`: the user's figures in one event and the progress chart. */
export function MyActivityPage() {
  const { t } = useTranslation('activities');
  const { eventId = '' } = useParams();
  const unit = useDistanceUnit();
  const { data: progress, error, refetch } = useEventProgress(eventId);
  const { data: event } = useMyEvent(eventId);

  if (error) {
    return (
      <Container size="md" px={0} py="md">
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {t(errorMessageKey(error))}
            <Button size="xs" variant="light" onClick={() => refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!progress || !unit) return <LoadingScreen />;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        {event && (
          <Title order={2} size="h3">
            {event.name}
          </Title>
        )}
        <ProgressRows progress={progress} unit={unit} />
        {progress.days.length > 0 && <ProgressChart progress={progress} unit={unit} />}
      </Stack>
    </Container>
  );
}
