import { type UserType, userTypes } from '@cc/shared/users/users.constants';

/**
 * One entry of OIDC_DOMAINS or REGISTRATION_DOMAINS: an e-mail domain, exact (`example.com`)
 * or with its sub-domains only (`*.example.com`), and in REGISTRATION_DOMAINS optionally the
 * user type its new accounts get (`example.com=Staff`).
 */
export interface DomainRule {
  domain: string;
  /** Written as `*.domain`: the sub-domains match, the domain itself does not. */
  subdomains: boolean;
  userType: UserType | undefined;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Reads a comma-separated list of domain rules; answers the message of the first bad entry
 * instead when one is malformed (or carries a user type where `allowUserType` is false).
 */
export function parseDomainRules(
  value: string,
  allowUserType: boolean,
): DomainRule[] | { error: string } {
  const rules: DomainRule[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [pattern = '', type, ...rest] = entry.split('=').map((part) => part.trim());
    if (rest.length > 0) return { error: `"${entry}" has more than one =` };
    if (type !== undefined && !allowUserType) return { error: `"${entry}": no user type here` };
    if (type !== undefined && !(userTypes as readonly string[]).includes(type)) {
      return { error: `"${entry}": the user type is one of ${userTypes.join(', ')}` };
    }
    const lower = pattern.toLowerCase();
    const subdomains = lower.startsWith('*.');
    const domain = subdomains ? lower.slice(2) : lower;
    if (!DOMAIN.test(domain)) {
      return { error: `"${entry}" is not a domain like example.com or *.example.com` };
    }
    rules.push({ domain, subdomains, userType: type as UserType | undefined });
  }
  return rules;
}

/** The domain part of an address, lower-cased ('' when there is none). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * The rule an address falls under, if any: case-insensitive; an exact rule matches only its
 * domain, a `*.` rule only the domain's sub-domains (so `*.example.com` admits
 * `a@eu.example.com` but not `a@example.com` or `a@badexample.com`). An exact rule wins.
 */
export function ruleFor(rules: readonly DomainRule[], email: string): DomainRule | undefined {
  const domain = domainOf(email);
  if (domain === '') return undefined;
  return (
    rules.find((rule) => !rule.subdomains && rule.domain === domain) ??
    rules.find((rule) => rule.subdomains && domain.endsWith(`.${rule.domain}`))
  );
}
