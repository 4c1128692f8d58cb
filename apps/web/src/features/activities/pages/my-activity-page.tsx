import { Container, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvent } from '../../../entities/my-events/my-events';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { useEventProgress } from '../api/get-event-progress';
import { ChallengeComparison } from '../components/challenge-comparison';
import { DraftList } from '../components/draft-list';
import { GroupStanding } from '../components/group-standing';
import { ProgressChart } from '../components/progress-chart';
import { ProgressRows } from '../components/progress-rows';

/**
 * `/my-activity/:eventId`: the user's figures in one event and, once they have joined it,
 * how their user type's group stands among the others; then once it has started two
 * comparisons (me and my share of the target, the challenge and its target), and above them
 * the drafts logged offline, which show without the network.
 */
export function MyActivityPage() {
  const { t } = useTranslation('activities');
  const { eventId = '' } = useParams();
  const unit = useDistanceUnit();
  const { data: progress, error, refetch } = useEventProgress(eventId);
  const { data: event } = useMyEvent(eventId);

  if (!unit) return <LoadingScreen />;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        {event && (
          <Title order={2} size="h3">
            {event.name}
          </Title>
        )}
        <DraftList eventId={eventId} unit={unit} />
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : !progress ? (
          <Loader size="sm" role="status" aria-label={t('common:loading')} />
        ) : (
          <>
            <ProgressRows progress={progress} unit={unit} />
            {event && <GroupStanding eventId={eventId} unit={unit} />}
            {progress.days.length > 0 && (
              <>
                <ProgressChart progress={progress} unit={unit} />
                <ChallengeComparison progress={progress} unit={unit} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
