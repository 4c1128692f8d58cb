import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  endOfLifeWarning,
  IMAGE_NODE_MAJOR,
  isSupportedNode,
  MINIMUM_NODE,
  NODE_ENGINES,
  supportedLines,
} from './node-version';

const root = new URL('../../../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');

describe('the supported Node versions', () => {
  it('are the ones package.json declares', () => {
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(NODE_ENGINES);
    expect(NODE_ENGINES.startsWith(`^${MINIMUM_NODE}`)).toBe(true);
  });

  it("are the image's line, the line CI's second run installs and the README's words", () => {
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([IMAGE_NODE_MAJOR]));
    expect(read('.ci/run')).toMatch(
      new RegExp(`LTS_NODE_VERSION=${IMAGE_NODE_MAJOR}\\.\\d+\\.\\d+`),
    );
    expect(read('README.md')).toContain(`Requirements: Node ${IMAGE_NODE_MAJOR}`);
  });

  it.each([
    ['20.19.0', true],
    ['20.20.2', true],
    ['22.1.0', true],
    ['26.12.1', true],
    ['20.18.3', false],
    ['18.20.0', false],
  ])('take %s: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('include the Node this runs on', () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });
});

describe('a start on a release line past its end of life', () => {
  const today = new Date('2026-11-29T12:00:00Z');

  it('warns once, naming the lines that still get security fixes', () => {
    expect(endOfLifeWarning('20.20.2', today)).toBe(
      'Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes. Run it on Node.js 22, 24 or 26 (the production image uses 26).',
    );
    expect(endOfLifeWarning('25.1.0', today)).toMatch(/end of life on 2026-06-01/);
  });

  it('is quiet on a supported line, and on a line newer than the table', () => {
    expect(endOfLifeWarning('22.12.0', today)).toBeUndefined();
    expect(endOfLifeWarning('26.12.1', today)).toBeUndefined();
    expect(endOfLifeWarning('28.0.0', today)).toBeUndefined();
  });

  it('counts a line as supported up to its last day', () => {
    expect(endOfLifeWarning('20.20.2', new Date('2026-04-30T23:00:00Z'))).toBeUndefined();
    expect(supportedLines(new Date('2026-04-30T12:00:00Z'))).toEqual([20, 22, 24, 26]);
    expect(supportedLines(new Date('2026-05-01T12:00:00Z'))).toEqual([22, 24, 26]);
  });
});
