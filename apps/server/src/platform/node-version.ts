/** The oldest Node.js the server runs on; `engines` in package.json and the README say the same (decision 030). */
export const MINIMUM_NODE = '20.19.0';

/** Whether `version` (as in `process.versions.node`) is MINIMUM_NODE or newer. */
export function isSupportedNode(version: string): boolean {
  const have = version.split('.').map(Number);
  const need = MINIMUM_NODE.split('.').map(Number);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** The message a start on an older Node ends with. */
export function unsupportedNodeMessage(version: string): string {
  return `Node.js ${MINIMUM_NODE} or newer is needed; this is ${version}. Install Node 20.19+ or 22.`;
}
