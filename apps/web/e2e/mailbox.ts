import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Reads the mail the server wrote to DATA_DIR/mail (no SMTP_URL in end-to-end runs) and
 * returns the first link containing `marker` in the newest message to `to`.
 */
export async function linkFromMail(
  dataDir: string,
  to: string,
  marker: string,
  timeoutMs = 10_000,
) {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (!recipients.some((r) => r?.value.some((v) => v.address === to.toLowerCase()))) continue;
      const link = mail.text?.match(new RegExp(`https?://\\S*${marker}\\S*`))?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail with ${marker} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
