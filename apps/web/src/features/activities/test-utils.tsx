import type { Activity } from '@cc/shared/activities/activities.schemas';
import type { EventProgress, MyEvent } from '@cc/shared/events/events.schemas';
import { routePatterns } from '../../lib/paths';
import { renderRoutes } from '../../test/render-app';
import { ActivityFormPage } from './pages/activity-form-page';
import { MyActivityPage } from './pages/my-activity-page';
import { ProgressPage } from './pages/progress-page';

/**
 * Renders this feature's pages at `path` with the app's providers. The app router registers
 * them too; this harness keeps the feature's tests independent of the shell.
 */
export function renderActivitiesRoute(path: string) {
  return renderRoutes(
    [
      { path: routePatterns.progress, element: <ProgressPage /> },
      { path: routePatterns.activityForm, element: <ActivityFormPage /> },
      { path: routePatterns.myActivity, element: <MyActivityPage /> },
    ],
    path,
  );
}

/** The path the router shows now. */
export function currentPath(router: { state: { location: { pathname: string } } }): string {
  return router.state.location.pathname;
}

/** One of the user's events, running by default. */
export function buildMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Spring Challenge',
    description: '',
    startDate: '2025-03-01',
    endDate: '2099-12-31',
    status: 1,
    maximumKm: 50,
    maximumMile: 31.07,
    totalKm: 120.5,
    totalMile: 74.9,
    participantCount: 3,
    state: 'running',
    startsAt: '2025-02-28T23:00:00.000Z',
    endsAt: '2099-12-31T23:00:00.000Z',
    isRegistered: true,
    myTotalKm: 12.5,
    myTotalMile: 7.8,
    myActivityCount: 2,
    ...overrides,
  };
}

/** One of the user's activities. */
export function buildActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: 'activity-1',
    eventId: buildMyEvent()._id,
    creatorId: 'user-1',
    date: '2025-03-05',
    distanceKm: 10,
    distanceMile: 6.2,
    notice: 'Morning run',
    images: [],
    isEventEnded: false,
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    ...overrides,
  };
}

/** A paged answer of activities. */
export function activityPage(docs: Activity[]) {
  return { docs, totalDocs: docs.length, page: 1, limit: 100, totalPages: 1, hasNextPage: false };
}

/** The /my-activity figures of one event. */
export function buildProgress(overrides: Partial<EventProgress> = {}): EventProgress {
  return {
    eventId: buildMyEvent()._id,
    rank: 3,
    totalMembers: 1250,
    myKm: 1234.5,
    myMile: 767.1,
    challengeKm: 23456.7,
    challengeMile: 14575.2,
    maximumKm: 50000,
    maximumMile: 31068.56,
    percentReached: 46.9134,
    targetToDateKm: 20000,
    targetToDateMile: 12427.42,
    percentOfTarget: 117.28,
    remainingDays: 12,
    days: [
      {
        date: '2025-03-01',
        myCumulativeKm: 5,
        myCumulativeMile: 3.1,
        targetKm: 10,
        targetMile: 6.2,
      },
      {
        date: '2025-03-02',
        myCumulativeKm: 9,
        myCumulativeMile: 5.6,
        targetKm: 20,
        targetMile: 12.4,
      },
    ],
    ...overrides,
  };
}
