import type { Communication } from '@cc/shared/communications/communications.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPage, buildProfile } from '../../test/factories';
import { type Handlers, mockFetch, requestedQueries } from '../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session';

/**
 * jsdom does no layout; ProseMirror measures the selection to scroll it into view after each
 * edit. Empty rectangles are enough for it.
 */
function stubEditorLayout(): void {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  const emptyList = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = emptyList;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
stubEditorLayout();

/**
 * Opens /communicates as the administrator with the given list answer (one page, or a
 * handler) and further canned answers; resolves once the search box is there.
 */
export async function openCommunications(
  list: Communication[] | Handlers[string],
  handlers: Handlers = {},
) {
  signInAs('admin', 'admin-1');
  const calls = mockFetch({
    'GET /api/profile': { body: buildProfile({ _id: 'admin-1', role: 'admin' }) },
    'GET /api/communications': Array.isArray(list) ? { body: buildPage(list) } : list,
    ...handlers,
  });
  // No pause between keystrokes: the rich-text editor makes each one costly in jsdom.
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/communicates');
  await screen.findByRole(
    'searchbox',
    { name: 'Search communications' },
    { timeout: PAGE_LOAD_MS },
  );
  return { user, calls, ...view };
}

/** The queries the list asked with, in order. */
export const listQueries = () => requestedQueries('/api/communications');

/** Opens the add dialog and resolves with it. */
export async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add communication' }));
  return screen.findByRole('dialog', { name: 'Add communication' });
}

/** The writing area of the message in one language. */
export function messageBox(dialog: HTMLElement, language: 'German' | 'English') {
  return within(dialog).getByRole('textbox', { name: `Message in ${language}` });
}
