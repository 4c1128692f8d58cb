import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from './api-client';
import type { QueryParams } from './api-url';

/** How far a download has come: bytes received and, when the server said, the total. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]+)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Reads a response body to the end, reporting progress after every chunk. */
async function readWithProgress(
  response: Response,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return new Blob(chunks, { type });
}

/** Hands a downloaded file to the browser to save. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file the API serves: its path under `/api`, its query, and a name if the server gives none. */
export interface FileRequest {
  path: string;
  query?: QueryParams;
  /** Saved under this name when the answer has no `Content-Disposition` file name. */
  fallbackName: string;
}

/**
 * Streams a file from the API (with the session's headers, failing like `api()`), reporting
 * progress, and saves it under the server's file name or the fallback. The one download path
 * of the app: the users export and the report spreadsheets use it.
 */
export async function downloadFile(
  request: FileRequest,
  onProgress?: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await apiFetch(request.path, { query: request.query, signal });
  const blob = await readWithProgress(response, onProgress);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  saveBlob(blob, name ?? request.fallbackName);
}

/**
 * Downloads a file on `mutate(request)`; `progress` is set while bytes arrive and cleared
 * afterwards, `variables` says which file is on its way.
 */
export function useFileDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (request: FileRequest) => downloadFile(request, setProgress),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
