import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gpxFile } from '../../../test/activity-files';
import { fileDigest, IMPORT_MAX_BYTES, parseActivityFile } from './index';

const track = {
  start: new Date('2026-05-01T06:00:00Z'),
  count: 5,
  stepSeconds: 60,
  latStep: 0.001,
};

describe('an activity file', () => {
  it("takes its date from the start in the platform's time zone", async () => {
    // 23:30 UTC on 31 May is 01:30 on 1 June in Berlin (summer time).
    const late = gpxFile([{ ...track, start: new Date('2026-05-31T23:30:00Z') }]);
    expect((await parseActivityFile(late, 'late.gpx', 'Europe/Berlin')).date).toBe('2026-06-01');
    expect((await parseActivityFile(late, 'late.gpx', 'UTC')).date).toBe('2026-05-31');
  });

  it('is refused when it is neither GPX, TCX nor FIT', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 73 + 11) % 256));
    await expect(parseActivityFile(garbage, 'x.fit', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
    const otherXml = Buffer.from('<?xml version="1.0"?><kml><Document/></kml>');
    await expect(parseActivityFile(otherXml, 'x.gpx', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
    const deep = Buffer.from(`<gpx>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</gpx>`);
    await expect(parseActivityFile(deep, 'x.gpx', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
    const broken = gpxFile([track]).subarray(0, 300);
    await expect(parseActivityFile(broken, 'x.gpx', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
  });

  it('is refused unread when its XML declares a DOCTYPE or entities (billion laughs)', async () => {
    const lol = [
      '<!DOCTYPE gpx [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
      ),
      ']>',
    ].join('\n');
    const bomb = gpxFile([track], { type: '&lol9;', doctype: `${lol}\n` });
    const error = await parseActivityFile(bomb, 'bomb.gpx', 'UTC').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'IMPORT_UNSAFE', statusCode: 400 });
  });

  it('is refused over the size limit, before it is read', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x20);
    await expect(parseActivityFile(big, 'big.gpx', 'UTC')).rejects.toMatchObject({
      code: 'IMPORT_TOO_LARGE',
      statusCode: 413,
    });
  });

  it('has a SHA-256 digest for recognising the same file imported twice', () => {
    const file = gpxFile([track]);
    expect(fileDigest(file)).toBe(createHash('sha256').update(file).digest('hex'));
    expect(fileDigest(file)).toMatch(/^[0-9a-f]{64}$/);
    expect(fileDigest(gpxFile([{ ...track, count: 6 }]))).not.toBe(fileDigest(file));
  });
});
