import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../test/factories';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch: the profile, and an export whose bytes the test releases chunk by chunk.
 * Returns the stream controller and the recorded export request headers.
 */
function stubExport(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const exportRequests: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/profile') return json(buildProfile({ role: 'admin' }));
      if (path === '/api/users/download/all') {
        exportRequests.push(new Headers(init.headers));
        return new Response(body, { status: 200, headers });
      }
      return json({ errors: { msg: 'NOT_FOUND' } }, 404);
    }),
  );
  return { controller, exportRequests };
}

/** Captures what the browser would save: object URLs and the clicked download link. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        const url = `blob:export-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

async function openDashboard() {
  signInAs('admin');
  const user = userEvent.setup();
  renderApp('/dashboard');
  await screen.findByRole('button', { name: 'Download users' }, { timeout: PAGE_LOAD_MS });
  return user;
}

describe('users export', () => {
  it('shows the progress while downloading and saves the file under the server name', async () => {
    const { controller, exportRequests } = stubExport({
      'Content-Length': '8',
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="users-2026-03-01.xlsx"',
    });
    const saved = captureSaves();
    const user = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Download users' }));
    controller.enqueue(new Uint8Array([1, 2, 3, 4]));
    expect(await screen.findByText(/^50%/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downloading…' })).toBeDisabled();

    controller.enqueue(new Uint8Array([5, 6, 7, 8]));
    controller.close();

    expect(await screen.findByText('The Excel file has been downloaded.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('users-2026-03-01.xlsx');
    expect(saved[0]?.blob.size).toBe(8);
    expect(exportRequests[0]?.get('Authorization')).toBe('Bearer test-token');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('counts the bytes received when the size is unknown and falls back to users.xlsx', async () => {
    const { controller } = stubExport({ 'Content-Type': 'application/octet-stream' });
    const saved = captureSaves();
    const user = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Download users' }));
    controller.enqueue(new Uint8Array(2048));
    expect(await screen.findByText('2 KB received')).toBeInTheDocument();
    controller.close();

    await screen.findByText('The Excel file has been downloaded.');
    expect(saved[0]?.name).toBe('users.xlsx');
  });

  it('reports a failed download', async () => {
    signInAs('admin');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/profile') return json(buildProfile({ role: 'admin' }));
        return json({ errors: { msg: 'INTERNAL' } }, 500);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(
      await screen.findByRole('button', { name: 'Download users' }, { timeout: PAGE_LOAD_MS }),
    );
    expect(
      await screen.findByText('The Excel file could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download users' })).toBeEnabled();
  });

  it('leads to the users screen', async () => {
    stubExport({});
    const user = await openDashboard();
    await user.click(screen.getByRole('link', { name: 'Manage users' }));
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  });
});
