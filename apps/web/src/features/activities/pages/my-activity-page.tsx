import { Container, Loader, Stack, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { useMyEvent } from '../../../entities/my-events/my-events';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { useEventProgress } from '../api/get-event-progress';
import { celebrationFromState } from '../celebration';
import { ChallengeComparison } from '../components/challenge-comparison';
import { DraftList } from '../components/draft-list';
import { GroupStanding } from '../components/group-standing';
import { ProgressChart } from '../components/progress-chart';
import { ProgressRows } from '../components/progress-rows';

// The sheet's code loads when there is a save to celebrate, after the page's first paint.
const CelebrationSheet = lazy(async () => ({
  default: (await import('../components/celebration-sheet')).CelebrationSheet,
}));

interface MyActivityPageProps {
  /** The cause's line (the money raised) for the celebration, filled in by the app. */
  renderCause?: (eventId: string) => ReactNode;
}

/**
 * `/my-activity/:eventId`: the user's figures in one event and, once they have joined it,
 * how their user type's group stands among the others; then once it has started two
 * comparisons (me and my share of the target, the challenge and its target), and above them
 * the drafts logged offline, which show without the network. Arriving from a create, a
 * sheet celebrates the save (issue 27) once the figures fetched after it are in.
 */
export function MyActivityPage({ renderCause }: MyActivityPageProps) {
  const { t } = useTranslation('activities');
  const { eventId = '' } = useParams();
  const unit = useDistanceUnit();
  const { data: progress, error, refetch, dataUpdatedAt } = useEventProgress(eventId);
  const { data: event } = useMyEvent(eventId);
  const location = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const celebration = celebrationFromState(location.state);
  // Figures from before the save (cached) would show no change: wait for fresh ones.
  const isCelebrating =
    celebration !== null && progress !== undefined && dataUpdatedAt >= celebration.savedAt;

  /** The save is celebrated: the sheet does not come back with a reload or the back button. */
  const forgetCelebration = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  /** The sheet has closed; focus goes to the page, whose trigger (the form) has gone. */
  const endCelebration = () => {
    forgetCelebration();
    heading.current?.focus();
  };

  if (!unit) return <LoadingScreen />;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        {event && (
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
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
      {isCelebrating && unit && (
        <Suspense fallback={null}>
          <CelebrationSheet
            celebration={celebration}
            progress={progress}
            unit={unit}
            onClosed={endCelebration}
            onLeave={forgetCelebration}
            cause={renderCause?.(eventId)}
          />
        </Suspense>
      )}
    </Container>
  );
}
