import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

async function openRegister() {
  const user = userEvent.setup();
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Register' });
  return { user, ...view };
}

async function fillValidForm(user: UserEvent) {
  await user.type(getField('Email'), 'ben@example.com');
  await user.type(getField('Given name'), 'Ben');
  await user.type(getField('Last name'), 'Meyer');
  await user.click(screen.getByRole('radio', { name: 'Family' }));
  await user.type(getField('Password'), 'secret1');
  await user.type(getField('Password confirmation'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
  await user.click(within(terms).getByRole('button', { name: 'Yes I agree' }));
}

describe('register form', () => {
  it('names each required field that was left empty', async () => {
    mockFetch({});
    const { user } = await openRegister();
    for (const label of ['Email', 'Given name', 'Last name', 'Password', 'Password confirmation']) {
      await user.click(getField(label));
    }
    await user.tab();

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Given name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
  });

  it('rejects a malformed email address', async () => {
    mockFetch({});
    const { user } = await openRegister();
    await user.type(getField('Email'), 'ben.example.com');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('reports a confirmation that differs from the password', async () => {
    mockFetch({});
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.clear(getField('Password confirmation'));
    await user.type(getField('Password confirmation'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Password and confirmation do not match')).toBeInTheDocument();
  });

  it('starts with Germany as country and no user type chosen', async () => {
    mockFetch({});
    await openRegister();
    expect(getField('Country')).toHaveValue('Germany');
    for (const type of ['Customer', 'Family', 'Supplier', 'Staff']) {
      expect(screen.getByRole('radio', { name: type })).not.toBeChecked();
    }
  });

  it('enables Register only once the form is complete and the terms are accepted', async () => {
    mockFetch({});
    const { user } = await openRegister();
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();
    await fillValidForm(user);
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('leaves the terms unaccepted when the person answers No', async () => {
    mockFetch({});
    const { user } = await openRegister();
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await user.click(checkbox);
    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await user.click(within(terms).getByRole('button', { name: 'No' }));
    expect(checkbox).not.toBeChecked();
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
  });

  it('sends the trimmed registration and then opens the login with the email filled in', async () => {
    const calls = mockFetch({
      'POST /api/users/auth/register': { status: 201, body: { user: {} } },
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please check your email to complete your registration');
    expect(calls.find((call) => call.path === '/api/users/auth/register')?.body).toEqual({
      email: 'ben@example.com',
      firstName: 'Ben',
      lastName: 'Meyer',
      country: 'DE',
      userType: 'Family',
      password: 'secret1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getField('Email')).toHaveValue('ben@example.com');
  });

  it('sends an already registered person to the login', async () => {
    mockFetch({
      'POST /api/users/auth/register': { status: 409, body: apiErrorBody('EMAIL_ALREADY_EXISTS') },
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You are already registered, now you can log in');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains a registration the deployment does not admit, keeping the entered values', async () => {
    mockFetch({
      'POST /api/users/auth/register': {
        status: 403,
        body: apiErrorBody('REGISTRATION_NOT_ALLOWED'),
      },
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'You cannot register yourself with this email address. Please contact the organisers for an account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(getField('Email')).toHaveValue('ben@example.com');
  });

  it('sends an address of the company sign-in to the login page, where its button is', async () => {
    mockFetch({
      'POST /api/users/auth/register': { status: 403, body: apiErrorBody('SSO_REQUIRED') },
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('use the company account button on the login page');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getField('Email')).toHaveValue('ben@example.com');
  });

  it('keeps the entered values when registration fails for another reason', async () => {
    mockFetch({
      'POST /api/users/auth/register': { status: 500, body: apiErrorBody('INTERNAL') },
    });
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Registration failed, please try later.',
    );
    expect(getField('Email')).toHaveValue('ben@example.com');
    expect(getField('Given name')).toHaveValue('Ben');
  });
});
