import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

const CLOSED_TEXT =
  'You cannot register yourself here. The organisers create accounts; where your company offers it, you can also log in with your company account on the login page.';

describe('the register page and REGISTRATION', () => {
  it('shows the form while registration is open', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings({ registration: 'domains' }) } });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });

    expect(getField('Email')).toBeInTheDocument();
    expect(screen.queryByText(CLOSED_TEXT)).not.toBeInTheDocument();
  });

  it('says where accounts come from instead of the form when it is closed, and leads back to login', async () => {
    mockFetch({ 'GET /api/settings': { body: buildSettings({ registration: 'closed' }) } });
    const user = userEvent.setup();
    const { router } = renderApp('/register');

    expect(await screen.findByText(CLOSED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
