import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvent } from '../../../lib/session/my-events';
import { useDistanceUnit } from '../../../lib/session/profile';
import { useEventProgress } from '../api/get-event-progress';
import { ProgressChart } from '../components/progress-chart';
import { ProgressRows } from '../components/progress-rows';

/** `/my-activity/:eventId`: the user's figures in one event and the progress chart. */
export function MyActivityPage() {
  const { eventId = '' } = useParams();
  const unit = useDistanceUnit();
  const { data: progress, error, refetch } = useEventProgress(eventId);
  const { data: event } = useMyEvent(eventId);

  if (error) {
    return (
      <Container size="md" px={0} py="md">
        <LoadError error={error} onRetry={() => void refetch()} />
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
