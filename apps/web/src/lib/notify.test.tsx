import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ApiError } from './api-client';
import { notifyError } from './notify';

/** The text of the toast on screen, title and message together. */
async function toastText(): Promise<string> {
  const toast = await screen.findByRole('alert');
  return toast.textContent ?? '';
}

describe('notifyError', () => {
  it('titles a failure with its label and explains it with the reason the server named', async () => {
    renderWithProviders(null);
    notifyError(new ApiError(409, 'EVENT_ENDED'), 'feed:toasts.commentFailed');
    expect(await toastText()).toBe('Failed to create comment!This challenge has ended.');
  });

  it('shows the label alone when nothing explains the failure', async () => {
    renderWithProviders(null);
    notifyError(new ApiError(500, 'INTERNAL'), 'feed:toasts.commentFailed');
    expect(await toastText()).toBe('Failed to create comment!');
  });

  it('tells an unreachable server apart from other failures', async () => {
    renderWithProviders(null);
    notifyError(new ApiError(0, 'NETWORK'));
    expect(await toastText()).toBe(
      'The server cannot be reached. Please check your internet connection.',
    );
  });

  it('says something went wrong when there is neither a label nor a reason', async () => {
    renderWithProviders(null);
    notifyError(new Error('boom'));
    expect(await toastText()).toBe('Something went wrong. Please try again later.');
  });
});
