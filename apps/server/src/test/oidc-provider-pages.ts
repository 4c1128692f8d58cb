import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The test provider's own pages (test/oidc-provider.ts): its login and consent forms and its
 * error page, plain HTML that a browser journey and the HTTP helper both fill in.
 */

/** What oidc-provider says about an interaction in progress (the part these pages use). */
export interface InteractionDetails {
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId: string };
  grantId?: string;
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

export function loginPage(uid: string, error?: string): string {
  return page(
    'Sign in',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/interaction/${uid}/login">
      <label for="login">Email</label>
      <input id="login" name="login" type="email" autocomplete="username" required autofocus>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>`,
  );
}

export function consentPage(uid: string, details: InteractionDetails): string {
  const scopes = String(details.params.scope ?? '')
    .split(' ')
    .filter(Boolean);
  return page(
    'Allow access',
    `<p><strong>${escapeHtml(String(details.params.client_id))}</strong> asks for:
      ${scopes.map(escapeHtml).join(', ')}</p>
    <form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
    <form method="post" action="/interaction/${uid}/abort">
      <button type="submit" class="secondary">Cancel</button>
    </form>`,
  );
}

export function errorHtml(out: Record<string, string>): string {
  return Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('');
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Test provider</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:3rem 1rem;color:#18181b}
main{max-width:22rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #a1a1aa;border-radius:.25rem}
button{width:100%;margin-top:1rem;padding:.6rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;font-size:1rem}
button.secondary{background:#e4e4e7;color:#18181b}.error{color:#b91c1c}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
