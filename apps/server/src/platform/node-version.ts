/**
 * Which Node.js the server runs on (decisions 030 and 091). `engines` in package.json, the
 * README and the production image say the same; node-version.test.ts holds them together.
 */

/** The oldest Node.js the server starts on at all. */
export const MINIMUM_NODE = '20.19.0';

/** The release line the production image (Dockerfile) and CI's second run use. */
export const IMAGE_NODE_MAJOR = 26;

/** `engines.node` of package.json: 20.19+ still starts, every newer LTS line is supported. */
export const NODE_ENGINES = '^20.19.0 || ^22.12.0 || >=24.0.0';

/**
 * The last day of security fixes per release line, from the Node.js release schedule
 * (github.com/nodejs/Release). A line missing here is newer than this table and counts
 * as supported until the table learns its date.
 */
export const NODE_END_OF_LIFE: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

function parts(version: string): number[] {
  return version.replace(/^v/, '').split('.').map(Number);
}

/** Whether `version` (as in `process.versions.node`) is MINIMUM_NODE or newer. */
export function isSupportedNode(version: string): boolean {
  const have = parts(version);
  const need = parts(MINIMUM_NODE);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** The message a start on an older Node ends with. */
export function unsupportedNodeMessage(version: string): string {
  return `Node.js ${MINIMUM_NODE} or newer is needed; this is ${version}. ${supportedAdvice(new Date())}`;
}

/** The even (LTS) lines still getting security fixes on `today`, oldest first. */
export function supportedLines(today: Date): number[] {
  const day = today.toISOString().slice(0, 10);
  return Object.entries(NODE_END_OF_LIFE)
    .filter(([major, end]) => Number(major) % 2 === 0 && end >= day)
    .map(([major]) => Number(major));
}

function supportedAdvice(today: Date): string {
  const lines = supportedLines(today).map(String);
  const listed =
    lines.length > 1 ? `${lines.slice(0, -1).join(', ')} or ${lines.at(-1)}` : (lines[0] ?? '');
  return `Run it on Node.js ${listed} (the production image uses ${IMAGE_NODE_MAJOR}).`;
}

/**
 * The one warning of a start on a release line past its end of life (it still starts: a
 * machine on Node 20 keeps working while its owner upgrades); undefined on a supported line.
 */
export function endOfLifeWarning(version: string, today: Date): string | undefined {
  const major = parts(version)[0] ?? 0;
  const end = NODE_END_OF_LIFE[major];
  if (!end || end >= today.toISOString().slice(0, 10)) return undefined;
  return `Node.js ${version} reached its end of life on ${end} and gets no security fixes. ${supportedAdvice(today)}`;
}
