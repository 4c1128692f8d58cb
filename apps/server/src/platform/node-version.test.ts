import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, MINIMUM_NODE } from './node-version';

describe('the supported Node versions', () => {
  it('are the ones package.json declares', () => {
    const pkg = JSON.parse(
      fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
    ) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE}`);
  });

  it.each([
    ['20.19.0', true],
    ['20.20.2', true],
    ['22.1.0', true],
    ['20.18.3', false],
    ['18.20.0', false],
  ])('take %s: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('include the Node this runs on', () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });
});
