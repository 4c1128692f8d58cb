import type { Profile } from '@cc/shared/profile/profile.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { apiErrorBody, type Handlers, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

async function openProfile(overrides: Partial<Profile> = {}, handlers: Handlers = {}) {
  signInAs('user');
  const profile = buildProfile(overrides);
  const calls = mockFetch({ 'GET /api/profile': { body: profile }, ...handlers });
  const user = userEvent.setup();
  const view = renderApp('/profile');
  await screen.findByRole('button', { name: 'Save profile' }, { timeout: PAGE_LOAD_MS });
  return { user, calls, profile, ...view };
}

describe('profile form', () => {
  it('disables saving while the display name is missing and says why', async () => {
    const { user } = await openProfile();
    await user.clear(getField('Display name'));

    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();

    await user.type(getField('Display name'), 'Anna S.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
    expect(screen.queryByText('Display name is required')).not.toBeInTheDocument();
  });

  it('marks as required exactly the fields the profile schema requires; gender is optional', async () => {
    await openProfile();
    // Mantine marks a required label with an asterisk element; a radio group's label is a div.
    const marked = [...document.querySelectorAll('label, legend, [class*="InputWrapper-label"]')]
      .filter((label) => label.querySelector('[class*="required"]'))
      .map((label) => label.textContent?.replace('*', '').trim());
    expect([...new Set(marked)].sort()).toEqual([
      'Country',
      'Display name',
      'Given name',
      'Last name',
    ]);
  });

  it('shows the email read-only', async () => {
    await openProfile();
    expect(getField('Email')).toHaveValue('anna@example.com');
    expect(getField('Email')).toHaveAttribute('readonly');
  });

  it('sends only the editable fields and leaves an unset gender out', async () => {
    const { user, calls, profile } = await openProfile(
      {},
      {
        'PATCH /api/profile': ({ body }) => ({ body: { ...buildProfile(), ...(body as object) } }),
      },
    );
    await user.clear(getField('Company'));
    await user.type(getField('Company'), '  ACME  ');
    await user.click(
      screen.getByRole('radio', {
        name: /^Friends/,
        description: /Only your friends and you see your activities/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      firstName: profile.firstName,
      lastName: profile.lastName,
      displayName: profile.displayName,
      company: 'ACME',
      country: 'DE',
      userType: 'Staff',
      language: 'EN',
      unit: 'KM',
      activityType: 'Running',
      activityShare: 'Friends',
      activityViewPhotoAndComment: 'Friends',
      acceptFriendship: true,
    });
  });

  it('sends a chosen gender', async () => {
    const { user, calls } = await openProfile(
      {},
      { 'PATCH /api/profile': { body: buildProfile({ gender: 'non-binary' }) } },
    );
    await user.click(screen.getByRole('radio', { name: 'Non-binary' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile has been saved.');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ gender: 'non-binary' });
  });

  it('saves a new language at once, switches the interface and confirms in that language', async () => {
    const { user, calls } = await openProfile(
      {},
      { 'PATCH /api/profile': { body: buildProfile({ language: 'DE' }) } },
    );
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));

    expect(await screen.findByText('Die App spricht jetzt Deutsch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { language: 'DE' },
    ]);
  });

  it('saves a new unit at once and confirms it', async () => {
    const { user, calls } = await openProfile(
      {},
      { 'PATCH /api/profile': { body: buildProfile({ unit: 'MILE' }) } },
    );
    await user.click(screen.getByRole('radio', { name: 'Miles' }));

    expect(await screen.findByText('Distances now show in miles.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { unit: 'MILE' },
    ]);
  });

  it('puts the previous unit back when the instant save fails', async () => {
    const { user } = await openProfile(
      {},
      { 'PATCH /api/profile': { status: 500, body: apiErrorBody('INTERNAL') } },
    );
    await user.click(screen.getByRole('radio', { name: 'Miles' }));

    expect(await screen.findByText('Your profile could not be saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Kilometres' })).toBeChecked());
  });

  it('keeps the first login open after a language change until the profile is saved', async () => {
    const { user, router } = await openProfile(
      { firstTimeLogin: true },
      {
        'PATCH /api/profile': { body: buildProfile({ language: 'DE', firstTimeLogin: true }) },
      },
    );
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));

    expect(await screen.findByText('Die App spricht jetzt Deutsch.')).toBeInTheDocument();
    expect(screen.getByText(/prüfen Sie bitte kurz Ihr Profil/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says why the profile is asked only on the first login', async () => {
    await openProfile({ firstTimeLogin: false });
    expect(screen.queryByText(/count in the right group/)).not.toBeInTheDocument();
  });

  it('welcomes a first-time user and leads them to the open challenges after saving', async () => {
    const { user, router } = await openProfile(
      { firstTimeLogin: true },
      {
        'PATCH /api/profile': { body: buildProfile({ firstTimeLogin: false }) },
        'GET /api/events/all': {
          body: { docs: [], totalDocs: 0, page: 1, limit: 50, totalPages: 1, hasNextPage: false },
        },
      },
    );
    expect(screen.getByText('Welcome to the Charity Challenge!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'So that your kilometres count in the right group and the app speaks your language, please take a moment to check your profile. Save it once; you can change everything at any time.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Profile saved' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // Spec §4 'Profile save': OK after a first login leads to /active-events.
    await waitFor(() => expect(router.state.location.pathname).toBe('/active-events'));
    expect(screen.queryByRole('dialog', { name: 'Profile saved' })).not.toBeInTheDocument();
  });

  it('puts a refused field under its input, keeps the typed values and reports the failure', async () => {
    const { user } = await openProfile(
      {},
      {
        'PATCH /api/profile': {
          status: 400,
          body: apiErrorBody('VALIDATION_FAILED', { company: ['TOO_LONG'] }),
        },
      },
    );
    await user.type(getField('Company'), 'Very Long Company');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('This value is too long')).toBeInTheDocument();
    expect(screen.getByText('Your profile could not be saved.')).toBeInTheDocument();
    expect(getField('Company')).toHaveValue('Very Long Company');
  });
});
