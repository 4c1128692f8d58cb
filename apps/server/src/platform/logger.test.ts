import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: createLogger('info', stream) };
}

describe('the logger', () => {
  it('redacts passwords, tokens and the Authorization header', () => {
    const { lines, log } = capture();
    log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' } },
        body: { password: 'hunter22', newPassword: 'n3w', token: 'tkn' },
        password: 'top',
      },
      'request',
    );
    const out = lines.join('');
    for (const secret of ['abc.def', 'sid=1', 'hunter22', 'n3w', 'tkn', '"top"'])
      expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });
});
