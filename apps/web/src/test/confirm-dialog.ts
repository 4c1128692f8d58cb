import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** What every confirmation of a destructive step reads (participant spec §8). */
export const SPEC_CONFIRMATION = "Are you sure? You won't be able to revert this!";

/**
 * Waits for the confirmation dialog (named `title` when given) and checks that its message is
 * exactly the spec's text: a message that adds to it or words it otherwise fails.
 */
export async function findSpecConfirmation(title?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', title ? { name: title } : {});
  expect(within(dialog).getByText(SPEC_CONFIRMATION)).toBeVisible();
  return dialog;
}
