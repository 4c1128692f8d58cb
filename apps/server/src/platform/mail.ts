import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { newId } from '../db/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes each message as an .eml file
 * in `mailDir` and logs where, so every flow works without a mail server. The log names the
 * file, never its links: they carry live one-time tokens (issue 9, case 9).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: Logger;
}): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (opts.smtpUrl) return;
      await fs.mkdir(opts.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.mailDir, `${stamp}-${newId()}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to file');
    },
    close: () => transport.close(),
  };
}
