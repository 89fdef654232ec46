import { describe, expect, it } from 'vitest';
import { domainOfPath, localPath, pageUrl, pathBelowDomain, prefixSegment } from './domain';

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

describe('page URL of a loader request (storefront.md §2 catch-all on client navigation)', () => {
  it('takes the .data suffix and the _routes parameter off', () => {
    expect(pageUrl('http://s.test/de-at/schraube/R1.data?_routes=routes%2FcatchAll').pathname).toBe(
      '/de-at/schraube/R1',
    );
    expect(pageUrl('http://s.test/de-at/befestigungstechnik/_.data').pathname).toBe('/de-at/befestigungstechnik/');
    expect(pageUrl('http://s.test/_root.data').pathname).toBe('/');
    expect(pageUrl('http://s.test/de-at/search.data?query=M8&_routes=x').search).toBe('?query=M8');
    expect(pageUrl('http://s.test/de-at/checkout').pathname).toBe('/de-at/checkout');
  });
});
