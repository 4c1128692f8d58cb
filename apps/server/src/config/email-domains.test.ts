import { describe, expect, it } from 'vitest';
import { type DomainRule, domainOf, parseDomainRules, ruleFor } from './email-domains';

/** The rules of `value`, failing the test when the list is refused. */
function rulesOf(value: string, allowUserType = true): DomainRule[] {
  const parsed = parseDomainRules(value, allowUserType);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

describe('reading a list of domain rules (OIDC_DOMAINS, REGISTRATION_DOMAINS)', () => {
  it('reads exact domains and *. sub-domain rules, skipping blanks around the commas', () => {
    expect(rulesOf(' example.com, *.corp.example.org ,, ')).toEqual([
      { domain: 'example.com', subdomains: false, userType: undefined },
      { domain: 'corp.example.org', subdomains: true, userType: undefined },
    ]);
  });

  it('lower-cases what the operator wrote', () => {
    expect(rulesOf('Example.COM,*.EU.Example.com')).toEqual([
      { domain: 'example.com', subdomains: false, userType: undefined },
      { domain: 'eu.example.com', subdomains: true, userType: undefined },
    ]);
  });

  it('takes a default user type after = where one is allowed', () => {
    expect(rulesOf('example.com=Staff, *.partner.example = Supplier')).toEqual([
      { domain: 'example.com', subdomains: false, userType: 'Staff' },
      { domain: 'partner.example', subdomains: true, userType: 'Supplier' },
    ]);
  });

  it('reads an empty list as no rules', () => {
    expect(rulesOf('')).toEqual([]);
    expect(rulesOf(' , ')).toEqual([]);
  });

  it('refuses an entry that is not a domain, naming it', () => {
    for (const bad of [
      'localhost',
      '@example.com',
      'user@example.com',
      'https://example.com',
      'exa mple.com',
      '*example.com',
      '*.*.example.com',
      'example.com.',
      '-example.com',
    ]) {
      const parsed = parseDomainRules(`example.org,${bad}`, true);
      expect(parsed, bad).toEqual({ error: expect.stringContaining(`"${bad}"`) });
    }
  });

  it('refuses an unknown user type, listing the ones there are', () => {
    expect(parseDomainRules('example.com=Boss', true)).toEqual({
      error: '"example.com=Boss": the user type is one of Customer, Family, Supplier, Staff',
    });
    expect(parseDomainRules('example.com=Staff=Family', true)).toEqual({
      error: '"example.com=Staff=Family" has more than one =',
    });
  });

  it('refuses a user type where the list takes none (OIDC_DOMAINS)', () => {
    expect(parseDomainRules('example.com=Staff', false)).toEqual({
      error: '"example.com=Staff": no user type here',
    });
    expect(rulesOf('example.com', false)).toHaveLength(1);
  });
});

describe('the rule an address falls under', () => {
  const rules = rulesOf('example.com=Staff, *.example.com=Supplier, *.corp.example.org');

  it('matches an exact rule on the domain itself only, in any case', () => {
    expect(ruleFor(rules, 'anna@example.com')?.userType).toBe('Staff');
    expect(ruleFor(rules, 'Anna@EXAMPLE.Com')?.userType).toBe('Staff');
    expect(ruleFor(rulesOf('example.com'), 'anna@eu.example.com')).toBeUndefined();
  });

  it('matches a *. rule on sub-domains at any depth', () => {
    expect(ruleFor(rules, 'anna@eu.example.com')?.userType).toBe('Supplier');
    expect(ruleFor(rules, 'anna@a.b.corp.example.org')?.domain).toBe('corp.example.org');
  });

  it('does not let *.example.com admit example.com itself or a look-alike domain', () => {
    const subOnly = rulesOf('*.example.com');
    expect(ruleFor(subOnly, 'anna@example.com')).toBeUndefined();
    expect(ruleFor(subOnly, 'anna@badexample.com')).toBeUndefined();
    expect(ruleFor(subOnly, 'anna@eu.example.com.evil.test')).toBeUndefined();
    expect(ruleFor(rules, 'anna@corp.example.org')).toBeUndefined();
  });

  it('prefers the exact rule when both would match', () => {
    const both = rulesOf('*.example.com=Supplier, eu.example.com=Staff');
    expect(ruleFor(both, 'anna@eu.example.com')).toEqual({
      domain: 'eu.example.com',
      subdomains: false,
      userType: 'Staff',
    });
    expect(ruleFor(both, 'anna@us.example.com')?.userType).toBe('Supplier');
  });

  it('matches nothing for a string without an @ or with nothing after it', () => {
    expect(ruleFor(rules, 'example.com')).toBeUndefined();
    expect(ruleFor(rules, 'anna@')).toBeUndefined();
    expect(ruleFor([], 'anna@example.com')).toBeUndefined();
  });
});

describe('the domain of an address', () => {
  it('is the part after the last @, trimmed and lower-cased', () => {
    expect(domainOf('Anna@Example.COM ')).toBe('example.com');
    expect(domainOf('"a@b"@example.com')).toBe('example.com');
    expect(domainOf('no-at-sign')).toBe('');
  });
});
