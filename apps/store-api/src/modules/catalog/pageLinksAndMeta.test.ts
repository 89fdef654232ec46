import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, resolvePageResponseSchema } from '@ratchet/store-api-contract';
import type { Category } from '@ratchet/store-api-contract';
import { completeBanners } from '@ratchet/store-api-contract/rules';
import { startTestServer, testDatabases } from '../../testing/testServer';
import type { TestServer } from '../../testing/testServer';

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((c) => [c, ...flatten(c.children ?? [])]);
}

describe.each(testDatabases)(
  'internal links, banner images and page meta (issue 10 shell defects) on %s',
  (database) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 60 } });
    });
    afterAll(async () => {
      await server?.close();
    });

    const navigation = async (root: string, depth: number, token?: string) => {
      const answer = await server.post<Category[]>(`/navigation/${root}/${root}`, { depth }, token ? { token } : {});
      return answer.json.map((element) => categorySchema.parse(element));
    };

    it('gives a link with an internal link the path of the page it names, in the context language (storefront.md §2 navigation: internal link)', async () => {
      const service = await navigation('service-navigation', 2);
      const byInternalLink = new Map(service.map((element) => [element.internalLink, element]));
      expect(byInternalLink.get('/kontakt')?.seoUrl).toBe('/kontakt/');
      expect(byInternalLink.get('/versand')?.seoUrl).toBe('/versand/');
      expect(byInternalLink.get('/ueber-uns')?.seoUrl).toBe('/ueber-uns/');
      // The path is one the page-by-path answers without a redirect.
      for (const element of service) {
        const page = resolvePageResponseSchema.parse(
          (await server.post('/ratchet/page', { path: element.seoUrl ?? '' })).json,
        );
        expect(page.cmsPage.type).toBe('page');
        expect(page.redirect).toBeNull();
      }
      // A fragment stays (the countries navigation's branch links).
      const countries = flatten(await navigation('countries-navigation', 4));
      const wien = countries.find((element) => element.internalLink === '/kontakt#wien');
      expect(wien?.seoUrl).toBe('/kontakt/#wien');
    });

    it('leaves external links, folders and internal links to no stored page without a path (storefront.md §2)', async () => {
      const main = flatten(await navigation('main-navigation', 4));
      const external = main.find((element) => element.type === 'link' && element.linkType === 'external');
      expect(external?.seoUrl).toBeNull();
      expect(main.filter((element) => element.type === 'folder').every((element) => element.seoUrl === null)).toBe(
        true,
      );
      const partsProducts = main.find((element) => element.internalLink === '/parts-products/');
      expect(partsProducts?.seoUrl).toBeNull();
    });

    it('carries the image of every complete banner and the icon of the main categories (storefront.md §2 mega menu, §3)', async () => {
      const tops = await navigation('main-navigation', 1);
      const withBanners = tops.filter((top) => completeBanners(top).length > 0);
      expect(withBanners.length).toBeGreaterThan(0);
      for (const top of withBanners) {
        const images = top.extensions.category_banner_media ?? [];
        expect(images.map((media) => media.id)).toEqual(completeBanners(top).map((banner) => banner.mediaId));
        expect(images.every((media) => media.url.endsWith(`/media/${media.id}.svg`))).toBe(true);
      }
      const withIcon = tops.filter((top) => top.extensions.category_icon_media.hasFile);
      expect(withIcon.length).toBeGreaterThan(0);
      expect(withIcon.every((top) => typeof top.media?.url === 'string')).toBe(true);
    });

    it("answers each page's own title, description, robots and canonical path (storefront.md §3 Meta info, §9 robots default)", async () => {
      const resolve = async (path: string) =>
        resolvePageResponseSchema.parse((await server.post('/ratchet/page', { path })).json);
      const home = await resolve('/');
      const kontakt = await resolve('/kontakt/');
      const [top] = await navigation('main-navigation', 1);
      const category = await resolve(top?.seoUrl ?? '');
      expect(home.meta).toMatchObject({ robots: 'index, follow', canonical: '/' });
      expect(home.meta.description).toMatch(/400\.000/);
      expect(kontakt.meta).toMatchObject({
        title: 'Kontakt | Ratchet',
        robots: 'index, follow',
        canonical: '/kontakt/',
      });
      expect(category.meta.title).toBe(top?.name);
      expect(category.meta.canonical).toBe(top?.seoUrl);
      expect(category.meta.description).toContain(top?.name ?? '-');
      const descriptions = [home, kontakt, category].map((page) => page.meta.description);
      expect(new Set(descriptions).size).toBe(3);
      for (const description of descriptions) expect(description?.length).toBeLessThanOrEqual(160);
      // A product's meta comes from the product: its name and canonical path.
      const product = await resolve('/x/R0000010');
      expect(product.meta.canonical).toBe(product.canonicalPathInfo);
      expect(product.meta.title).toBe(product.product?.name);
    });
  },
);
