import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createMailer, type MailMessage } from './mail';

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-mail-'));
afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));

/** A file mailer (no SMTP_URL) whose info log is captured line by line. */
function fileMailer() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const mailer = createMailer({
    mailDir,
    from: 'app@example.test',
    log: createLogger('info', stream),
  });
  return { mailer, lines };
}

/** A mail carrying a secret link in both parts, as a verification or reset mail does. */
function mailWithLink(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Please confirm your address',
    text: `Hello Ann,\n\nplease open this link to confirm your address:\n${link}\n`,
    html: `<p>Hello Ann,</p><p><a href="${link}">Confirm your address</a></p><p>${link}</p>`,
  };
}

describe('the file mailer (no SMTP_URL)', () => {
  it('logs where a mail with a link was written but never its link or token', async () => {
    const { mailer, lines } = fileMailer();
    const token = randomBytes(32).toString('base64url');
    const link = `http://app.test/#/auth/verify/${token}`;
    await mailer.send(mailWithLink('ann@example.test', link));
    mailer.close();

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('app.test/#');
    const entry = JSON.parse(lines.at(-1) ?? '{}') as { file?: string; to?: string };
    expect(entry.to).toBe('ann@example.test');
    expect(path.dirname(entry.file ?? '')).toBe(mailDir);
    // The written mail is where the link is to be found (joined across quoted-printable breaks).
    const written = fs.readFileSync(entry.file ?? '', 'utf8').replace(/=\r?\n/g, '');
    expect(written).toContain(token);
  });
});
