import { describe, expect, it } from 'vitest';
import { domainOfPath, localPath, pathBelowDomain, prefixSegment } from './domain';

const domains = [{ pathPrefix: '/de-at' }, { pathPrefix: '/nl-be' }, { pathPrefix: '/fr-be/' }];

describe('domains with path prefixes (architecture.md "Domains", storefront.md §2)', () => {
  it('selects the domain by the first path segment', () => {
    expect(domainOfPath(domains, '/nl-be/checkout')).toBe(domains[1]);
    expect(domainOfPath(domains, '/fr-be')).toBe(domains[2]);
    expect(domainOfPath(domains, '/de-atx/checkout')).toBeUndefined();
    expect(domainOfPath(domains, '/')).toBeUndefined();
  });

  it('puts a path under a prefix without doubled slashes', () => {
    expect(prefixSegment({ pathPrefix: '/fr-be/' })).toBe('fr-be');
    expect(localPath(domains[0], '/')).toBe('/de-at');
    expect(localPath(domains[0], 'checkout')).toBe('/de-at/checkout');
    expect(localPath(domains[2], '/auth')).toBe('/fr-be/auth');
  });

  it('takes the prefix off a path, keeping a home as /', () => {
    expect(pathBelowDomain(domains[0], '/de-at')).toBe('/');
    expect(pathBelowDomain(domains[0], '/de-at/befestigungstechnik/')).toBe('/befestigungstechnik/');
    expect(pathBelowDomain(domains[0], '/de-atelier')).toBe('/de-atelier');
  });
});
