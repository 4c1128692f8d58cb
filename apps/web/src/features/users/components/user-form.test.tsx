import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUser, buildPage, buildProfile } from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const ben = buildAdminUser();

async function openUserDialog(mode: 'create' | 'edit', handlers: Record<string, MockReply> = {}) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/users': { body: buildPage([ben]) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/users');
  await screen.findByText('ben@example.com', {}, { timeout: PAGE_LOAD_MS });
  if (mode === 'create') {
    await user.click(screen.getByRole('button', { name: 'Add user' }));
  } else {
    await user.click(screen.getByRole('button', { name: 'Edit Ben Meyer' }));
  }
  const dialog = await screen.findByRole('dialog');
  return { user, calls, dialog, ...view };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

async function fillNewUser(user: UserEvent) {
  await user.type(getField('Given name'), 'Clara');
  await user.type(getField('Last name'), 'Vogel');
  await user.type(getField('Email'), 'clara@example.com');
  await user.type(getField('Password'), 'secret1');
  await user.type(getField('Password confirmation'), 'secret1');
  await user.click(getField('User type'));
  await user.click(await screen.findByRole('option', { name: 'Supplier' }));
}

describe('admin user form', () => {
  it('ignores input beyond 30 characters in names and email', async () => {
    const { user } = await openUserDialog('create');
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789';
    await user.type(getField('Given name'), long);
    await user.type(getField('Last name'), long);
    await user.type(getField('Email'), `${long}@example.com`);
    expect(getField('Given name')).toHaveValue(long.slice(0, 30));
    expect(getField('Last name')).toHaveValue(long.slice(0, 30));
    expect(getField('Email')).toHaveValue(long.slice(0, 30));
  });

  it('changes the role of a user registered with 100-character names (decision 056)', async () => {
    const longName = 'N'.repeat(100);
    const longNamed = buildAdminUser({
      _id: 'user-9',
      firstName: longName,
      lastName: longName,
      email: `${'n'.repeat(60)}@example.com`,
    });
    signInAs('admin', 'admin-1');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
      'GET /api/users': { body: buildPage([longNamed]) },
      'PATCH /api/users/user-9': { body: { ...longNamed, role: 'admin' } },
    });
    const user = userEvent.setup();
    renderApp('/users');
    await user.click(
      await screen.findByRole('button', { name: /^Edit N+ N+$/ }, { timeout: PAGE_LOAD_MS }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(getField('Role'));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(saveButton(dialog));

    expect(await screen.findByText('The user has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      firstName: longName,
      lastName: longName,
      role: 'admin',
    });
  });

  it('names each required field when it is left empty', async () => {
    const { user } = await openUserDialog('create');
    for (const label of ['Given name', 'Last name', 'Email', 'Password', 'Password confirmation']) {
      await user.click(getField(label));
    }
    await user.tab();
    expect(await screen.findByText('Given name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
  });

  it('rejects a malformed email address', async () => {
    const { user } = await openUserDialog('create');
    await user.type(getField('Email'), 'clara.example.com');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('reports a confirmation that differs from the password while other fields are empty', async () => {
    const { user } = await openUserDialog('create');
    await user.type(getField('Password'), 'secret1');
    await user.type(getField('Password confirmation'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Password and confirmation do not match')).toBeInTheDocument();
  });

  it('keeps save disabled until names, email and both passwords are filled and valid', async () => {
    const { user, dialog } = await openUserDialog('create');
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(getField('Given name'), 'Clara');
    await user.type(getField('Last name'), 'Vogel');
    await user.type(getField('Email'), 'clara@example');
    await user.type(getField('Password'), 'secret1');
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(getField('Password confirmation'), 'secret1');
    await user.tab();
    await screen.findByText('Invalid email address');
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(getField('Email'), '.com');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
  });

  it('creates the user without the confirmation, closes the dialog and reloads page 1', async () => {
    const { user, calls, dialog } = await openUserDialog('create', {
      'POST /api/users': { status: 201, body: buildAdminUser({ _id: 'user-3' }) },
    });
    await fillNewUser(user);
    await user.click(saveButton(dialog));

    expect(await screen.findByText('The user has been created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Clara',
      lastName: 'Vogel',
      email: 'clara@example.com',
      password: 'secret1',
      country: 'DE',
      userType: 'Supplier',
      role: 'user',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/users').length).toBe(2);
  });

  it('shows an email that already exists on the email field and keeps the dialog open', async () => {
    const { user, dialog } = await openUserDialog('create', {
      'POST /api/users': { status: 409, body: apiErrorBody('EMAIL_ALREADY_EXISTS') },
    });
    await fillNewUser(user);
    await user.click(saveButton(dialog));

    expect(await within(dialog).findByText('Email already exists')).toBeInTheDocument();
    expect(getField('Email')).toHaveValue('clara@example.com');
  });

  it('keeps the password when editing with both password fields empty', async () => {
    const { user, calls, dialog } = await openUserDialog('edit', {
      'PATCH /api/users/user-2': { body: buildAdminUser({ lastName: 'Schulz' }) },
    });
    expect(getField('Email')).toHaveValue('ben@example.com');
    await user.clear(getField('Last name'));
    await user.type(getField('Last name'), 'Schulz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The user has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Ben',
      lastName: 'Schulz',
      email: 'ben@example.com',
      country: 'DE',
      userType: 'Customer',
      role: 'user',
      company: null,
    });
  });
});
