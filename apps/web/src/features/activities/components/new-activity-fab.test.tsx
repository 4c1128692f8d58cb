import type { MyEvent } from '@cc/shared/events/events.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMyEvent, buildPage, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { currentPath, renderActivitiesRoute, runningChallenge } from '../activities.test-support';

const spring = buildMyEvent({ ...runningChallenge, _id: 'spring', name: 'Spring Challenge' });
const summer = buildMyEvent({ ...runningChallenge, _id: 'summer', name: 'Summer Steps' });
const winter = buildMyEvent({ _id: 'winter', name: 'Winter Walk', state: 'ended' });

function openProgress(events: MyEvent[]) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/profile/events': { body: { docs: events } },
    'GET /api/profile/myActivities': { body: buildPage([]) },
  });
  return renderActivitiesRoute('/progress');
}

describe('the new-activity button within the thumb’s reach', () => {
  it('opens the form of the one running challenge', async () => {
    const { router } = openProgress([spring, winter]);

    await userEvent.click(await screen.findByTestId('new-activity-fab'));

    expect(currentPath(router)).toBe('/activity-form/spring');
  });

  it('asks which challenge when several run, naming each', async () => {
    const { router } = openProgress([spring, summer, winter]);

    await userEvent.click(await screen.findByTestId('new-activity-fab'));
    const menu = await screen.findByRole('menu', { name: 'Log activity' });
    expect(within(menu).getByText('Which challenge?')).toBeInTheDocument();
    expect(within(menu).queryByText('Winter Walk')).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Summer Steps' }));

    expect(currentPath(router)).toBe('/activity-form/summer');
  });

  it('is not there when no challenge of mine runs', async () => {
    openProgress([winter]);

    expect(await screen.findByText('Winter Walk')).toBeInTheDocument();
    expect(screen.queryByTestId('new-activity-fab')).toBeNull();
  });
});
