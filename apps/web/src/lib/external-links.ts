/**
 * Links to pages the operating company hosts elsewhere (FAQ, imprint, privacy notice). They
 * differ per deployment, so they come from the build environment (`VITE_FAQ_URL`, ...); a
 * link without an address is simply not shown.
 */
export interface ExternalLink {
  key: 'faq' | 'imprint' | 'privacy';
  href: string;
}

function link(key: ExternalLink['key'], href: string | undefined): ExternalLink[] {
  const trimmed = href?.trim();
  return trimmed && /^https?:\/\//.test(trimmed) ? [{ key, href: trimmed }] : [];
}

/** The configured external links, in the order the menus show them. */
export const externalLinks: ExternalLink[] = [
  ...link('faq', import.meta.env.VITE_FAQ_URL),
  ...link('imprint', import.meta.env.VITE_IMPRINT_URL),
  ...link('privacy', import.meta.env.VITE_PRIVACY_URL),
];

/** The configured imprint and privacy links (shown on the login page). */
export const legalLinks = externalLinks.filter((l) => l.key !== 'faq');
