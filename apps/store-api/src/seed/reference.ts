import { featureFlagDefaults } from '@ratchet/store-api-contract';
import type { Database } from '../platform/db/db';
import { categoryTree, leafQualifiers, manufacturers, propertyGroups } from './catalogData';
import type { SeedKind } from './catalogData';
import { demoAccessKey, fixedIds, locales, seedId, tr } from './ids';
import type { Locale, Translated } from './ids';
import { insertRows } from '../platform/db/insertRows';
import { slugify } from '../modules/catalog';

interface SeedCategory {
  id: string;
  parentId: string | null;
  path: string[];
  level: number;
  position: number;
  type: 'page' | 'folder' | 'link';
  linkType?: 'external' | 'internal';
  externalLink?: string;
  internalLink?: string;
  linkNewTab?: boolean;
  iconMediaId?: string;
  productAssignment: boolean;
  name: Translated;
  badge?: Translated;
  customFields?: Record<Locale, Record<string, string>>;
}

/** A leaf category that receives products of one kind. */
export interface SeedLeaf {
  kindIndex: number;
  categoryId: string;
  /** Ancestors below the navigation root, plus the leaf itself. */
  path: string[];
}

/** What the product seed needs from the reference data. */
export interface ReferenceData {
  kinds: SeedKind[];
  leaves: SeedLeaf[];
  optionIds: Map<string, string[]>;
  groupIds: Map<string, string>;
  manufacturerIds: string[];
  productMediaIds: string[];
}

const languageRows: Array<[Locale, string, string]> = [
  ['de-DE', 'Deutsch', 'Deutsch'],
  ['nl-NL', 'Nederlands', 'Nederlands'],
  ['fr-FR', 'Français', 'Français'],
  ['en-GB', 'English', 'English'],
];

/** Writes languages, currency, media, categories and navigations, sales channel with domains,
 * feature flags, manufacturers, properties, CMS pages, blog and category SEO URLs. */
export async function seedReference(db: Database, options: { storefrontUrl: string }): Promise<ReferenceData> {
  await insertRows(
    db,
    'language',
    ['id', 'locale_code', 'name', 'label'],
    languageRows.map(([code, name, label]) => [fixedIds.languages[code], code, name, label]),
  );
  await db.query(`INSERT INTO currency (id, iso_code, symbol, decimal_precision) VALUES ($1, 'EUR', '€', 2)`, [
    fixedIds.currencyEur,
  ]);

  // Media: the server draws each as SVG from kind + variant.
  let mediaNumber = 0;
  const media: unknown[][] = [];
  const addMedia = (kind: string, variant: number, title: string): string => {
    const id = seedId('media', ++mediaNumber);
    media.push([id, kind, variant, title, title]);
    return id;
  };

  // Categories
  const categories: SeedCategory[] = [];
  let categoryNumber = 100;
  const add = (category: Omit<SeedCategory, 'id' | 'path' | 'level'> & { id?: string }): SeedCategory => {
    const parent = categories.find((c) => c.id === category.parentId);
    const full: SeedCategory = {
      ...category,
      id: category.id ?? seedId('category', ++categoryNumber),
      path: parent ? [...parent.path, parent.id] : [],
      level: parent ? parent.level + 1 : 1,
    };
    categories.push(full);
    return full;
  };
  const roots = {
    main: add({
      id: fixedIds.rootCategories.main,
      parentId: null,
      position: 0,
      type: 'folder',
      productAssignment: false,
      name: tr('Hauptnavigation', 'Hoofdnavigatie', 'Navigation principale', 'Main navigation'),
    }),
    service: add({
      id: fixedIds.rootCategories.service,
      parentId: null,
      position: 1,
      type: 'folder',
      productAssignment: false,
      name: tr('Service', 'Service', 'Service', 'Service'),
    }),
    countries: add({
      id: fixedIds.rootCategories.countries,
      parentId: null,
      position: 2,
      type: 'folder',
      productAssignment: false,
      name: tr('Länder', 'Landen', 'Pays', 'Countries'),
    }),
    footer: add({
      id: fixedIds.rootCategories.footer,
      parentId: null,
      position: 3,
      type: 'folder',
      productAssignment: false,
      name: tr('Fußzeile', 'Voettekst', 'Pied de page', 'Footer'),
    }),
  };

  const kinds: SeedKind[] = [];
  const leaves: SeedLeaf[] = [];
  categoryTree.forEach((top, topIndex) => {
    const icon = addMedia('icon', topIndex, top.name['en-GB']);
    const banner1 = addMedia('banner', topIndex * 2, `${top.name['en-GB']} 1`);
    const banner2 = addMedia('banner', topIndex * 2 + 1, `${top.name['en-GB']} 2`);
    const customFields = Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          ratchet_banner_1_title: top.name[locale],
          ratchet_banner_1_subtitle: tr('Neu im Sortiment', 'Nieuw in het assortiment', 'Nouveau', 'New in stock')[
            locale
          ],
          ratchet_banner_1_url: '/parts-products/',
          ratchet_banner_1_media_id: banner1,
          ratchet_banner_2_title: tr('Aktion', 'Actie', 'Promotion', 'Special offer')[locale],
          ratchet_banner_2_subtitle: top.name[locale],
          ratchet_banner_2_url: '/services/',
          ratchet_banner_2_media_id: banner2,
        },
      ]),
    ) as unknown as Record<Locale, Record<string, string>>;
    const topCategory = add({
      parentId: roots.main.id,
      position: topIndex,
      type: 'page',
      productAssignment: true,
      iconMediaId: icon,
      name: top.name,
      customFields,
      ...(topIndex === 0 ? { badge: tr('Neu', 'Nieuw', 'Nouveau', 'New') } : {}),
    });
    top.subs.forEach((sub, subIndex) => {
      const subCategory = add({
        parentId: topCategory.id,
        position: subIndex,
        type: 'page',
        productAssignment: true,
        name: sub.name,
      });
      sub.groups.forEach((group, groupIndex) => {
        const kindIndex = kinds.length;
        kinds.push(group.kind);
        const groupCategory = add({
          parentId: subCategory.id,
          position: groupIndex,
          type: 'page',
          productAssignment: true,
          name: group.name,
        });
        leafQualifiers.forEach((qualifier, leafIndex) => {
          const leaf = add({
            parentId: groupCategory.id,
            position: leafIndex,
            type: 'page',
            productAssignment: true,
            name: Object.fromEntries(locales.map((l) => [l, `${group.name[l]} ${qualifier[l]}`])) as Translated,
          });
          leaves.push({ kindIndex, categoryId: leaf.id, path: [...leaf.path.slice(1), leaf.id] });
        });
      });
    });
  });
  // A folder-type top category with link-type children (external and internal links).
  const brands = add({
    parentId: roots.main.id,
    position: categoryTree.length,
    type: 'folder',
    productAssignment: false,
    name: tr('Service & Marken', 'Service & merken', 'Service & marques', 'Service & brands'),
    iconMediaId: addMedia('icon', categoryTree.length, 'Service'),
  });
  add({
    parentId: brands.id,
    position: 0,
    type: 'link',
    linkType: 'internal',
    internalLink: '/parts-products/',
    productAssignment: false,
    name: tr('Alle Produkte', 'Alle producten', 'Tous les produits', 'All products'),
  });
  add({
    parentId: brands.id,
    position: 1,
    type: 'link',
    linkType: 'external',
    externalLink: 'https://www.example.com/katalog.pdf',
    linkNewTab: true,
    productAssignment: false,
    name: tr('Katalog (PDF)', 'Catalogus (PDF)', 'Catalogue (PDF)', 'Catalogue (PDF)'),
  });

  // Service navigation: content pages and links.
  const servicePages: Array<[string, Translated]> = [
    ['kontakt', tr('Kontakt', 'Contact', 'Contact', 'Contact')],
    ['versand', tr('Versand', 'Verzending', 'Livraison', 'Shipping')],
    ['ueber-uns', tr('Über uns', 'Over ons', 'À propos', 'About us')],
    ['agb', tr('AGB', 'Algemene voorwaarden', 'CGV', 'Terms')],
    ['datenschutz', tr('Datenschutz', 'Privacy', 'Confidentialité', 'Privacy')],
  ];
  servicePages.forEach(([key, name], position) =>
    add({
      parentId: roots.service.id,
      position,
      type: 'link',
      linkType: 'internal',
      internalLink: `/${key}`,
      productAssignment: false,
      name,
    }),
  );
  // Countries navigation: countries (folders) with their branch links, two levels.
  const countries: Array<[Translated, string[]]> = [
    [tr('Österreich', 'Oostenrijk', 'Autriche', 'Austria'), ['Wien', 'Graz', 'Linz']],
    [tr('Belgien', 'België', 'Belgique', 'Belgium'), ['Antwerpen', 'Bruxelles', 'Gent']],
  ];
  countries.forEach(([name, cities], position) => {
    const country = add({ parentId: roots.countries.id, position, type: 'folder', productAssignment: false, name });
    cities.forEach((city, cityIndex) =>
      add({
        parentId: country.id,
        position: cityIndex,
        type: 'link',
        linkType: 'internal',
        internalLink: `/kontakt#${slugify(city)}`,
        productAssignment: false,
        name: tr(city, city, city, city),
      }),
    );
  });
  // Footer navigation (depth 1 in the storefront).
  const footerLinks: Array<[Translated, string]> = [
    [tr('Kontakt', 'Contact', 'Contact', 'Contact'), '/kontakt'],
    [tr('AGB', 'Algemene voorwaarden', 'CGV', 'Terms'), '/agb'],
    [tr('Datenschutz', 'Privacy', 'Confidentialité', 'Privacy'), '/datenschutz'],
    [tr('Blog', 'Blog', 'Blog', 'Blog'), '/blog'],
  ];
  footerLinks.forEach(([name, link], position) =>
    add({
      parentId: roots.footer.id,
      position,
      type: 'link',
      linkType: 'internal',
      internalLink: link,
      productAssignment: false,
      name,
    }),
  );

  // Product drawings: four per kind.
  const productMediaIds = kinds.flatMap((kind, kindIndex) =>
    [0, 1, 2, 3].map((n) => addMedia('product', kindIndex * 4 + n, kind.noun['en-GB'])),
  );
  addMedia('logo', 0, 'Ratchet');
  await insertRows(db, 'media', ['id', 'kind', 'variant', 'title', 'alt'], media);

  await insertRows(
    db,
    'category',
    [
      'id',
      'parent_id',
      'path',
      'level',
      'position',
      'type',
      'link_type',
      'external_link',
      'internal_link',
      'link_new_tab',
      'icon_media_id',
      'product_assignment',
    ],
    categories.map((c) => [
      c.id,
      c.parentId,
      c.path,
      c.level,
      c.position,
      c.type,
      c.linkType ?? null,
      c.externalLink ?? null,
      c.internalLink ?? null,
      c.linkNewTab ?? false,
      c.iconMediaId ?? null,
      c.productAssignment,
    ]),
  );
  await insertRows(
    db,
    'category_translation',
    ['category_id', 'language_id', 'name', 'description', 'badge', 'custom_fields', 'meta_title', 'meta_description'],
    categories.flatMap((c) =>
      locales.map((locale) => [
        c.id,
        fixedIds.languages[locale],
        c.name[locale],
        c.type === 'page' ? `${c.name[locale]} – Ratchet` : null,
        c.badge?.[locale] ?? null,
        JSON.stringify(c.customFields?.[locale] ?? {}),
        c.name[locale],
        c.type === 'page' ? categoryMetaDescription(c.name)[locale] : null,
      ]),
    ),
  );

  // Category SEO URLs per language: the names of the page-type path below the root.
  const seoRows: unknown[][] = [];
  let seoNumber = 0;
  for (const category of categories) {
    if (category.type !== 'page') continue;
    const chain = [...category.path.slice(1), category.id]
      .map((id) => categories.find((c) => c.id === id))
      .filter((c): c is SeedCategory => c !== undefined);
    for (const locale of locales) {
      const seoPath = `${chain.map((c) => slugify(c.name[locale])).join('/')}/`;
      seoRows.push([
        seedId('seoUrl', ++seoNumber),
        fixedIds.salesChannel,
        fixedIds.languages[locale],
        category.id,
        'frontend.navigation.page',
        `/navigation/${category.id}`,
        seoPath,
      ]);
    }
  }

  // CMS pages: home, content pages, footer.
  const cmsRows: unknown[][] = [];
  const cmsTranslations: unknown[][] = [];
  const homeId = seedId('cmsPage', 1);
  const footerId = seedId('cmsPage', 2);
  cmsRows.push([homeId, 'landingpage', 'home'], [footerId, 'footer', 'footer']);
  for (const locale of locales) {
    cmsTranslations.push([
      homeId,
      fixedIds.languages[locale],
      tr('Startseite', 'Startpagina', 'Accueil', 'Home')[locale],
      JSON.stringify(
        homeSections(
          locale,
          categories.filter((c) => c.parentId === roots.main.id),
        ),
      ),
      homeMeta.title[locale],
      homeMeta.description[locale],
    ]);
    cmsTranslations.push([
      footerId,
      fixedIds.languages[locale],
      'Footer',
      JSON.stringify(footerSections(locale)),
      null,
      null,
    ]);
  }
  servicePages.forEach(([key, name], index) => {
    const id = seedId('cmsPage', 10 + index);
    cmsRows.push([id, 'page', key]);
    for (const locale of locales) {
      cmsTranslations.push([
        id,
        fixedIds.languages[locale],
        name[locale],
        JSON.stringify(textSections(name[locale])),
        `${name[locale]} | Ratchet`,
        servicePageMetaDescription(name)[locale],
      ]);
      seoRows.push([
        seedId('seoUrl', ++seoNumber),
        fixedIds.salesChannel,
        fixedIds.languages[locale],
        id,
        'frontend.landing.page',
        `/landingPage/${id}`,
        `${key}/`,
      ]);
    }
  });
  await insertRows(db, 'cms_page', ['id', 'type', 'key'], cmsRows);
  await insertRows(
    db,
    'cms_page_translation',
    ['cms_page_id', 'language_id', 'name', 'sections', 'meta_title', 'meta_description'],
    cmsTranslations,
  );
  await insertRows(
    db,
    'seo_url',
    ['id', 'sales_channel_id', 'language_id', 'foreign_key', 'route_name', 'path_info', 'seo_path_info'],
    seoRows,
  );

  await db.query(
    `INSERT INTO sales_channel (id, access_key, name, navigation_category_id, service_category_id,
       countries_category_id, footer_category_id, language_id, currency_id, maintenance, home_cms_page_id)
     VALUES ($1, $2, 'Ratchet Demo', $3, $4, $5, $6, $7, $8, false, $9)`,
    [
      fixedIds.salesChannel,
      demoAccessKey,
      roots.main.id,
      roots.service.id,
      roots.countries.id,
      roots.footer.id,
      fixedIds.languages['de-DE'],
      fixedIds.currencyEur,
      homeId,
    ],
  );
  const base = options.storefrontUrl.replace(/\/$/, '');
  await insertRows(
    db,
    'sales_channel_domain',
    ['id', 'sales_channel_id', 'url', 'path_prefix', 'language_id', 'currency_id', 'snippet_set_id', 'position'],
    [
      [fixedIds.domains.deAt, fixedIds.salesChannel, `${base}/de-at`, '/de-at', fixedIds.languages['de-DE'], 0],
      [fixedIds.domains.nlBe, fixedIds.salesChannel, `${base}/nl-be`, '/nl-be', fixedIds.languages['nl-NL'], 1],
      [fixedIds.domains.frBe, fixedIds.salesChannel, `${base}/fr-be`, '/fr-be', fixedIds.languages['fr-FR'], 2],
    ].map(([id, channel, url, prefix, language, position], index) => [
      id,
      channel,
      url,
      prefix,
      language,
      fixedIds.currencyEur,
      seedId('snippetSet', index + 1),
      position,
    ]),
  );

  await insertRows(
    db,
    'feature_flag',
    ['name', 'enabled'],
    Object.entries(featureFlagDefaults).map(([name, enabled]) => [name, enabled]),
  );

  const manufacturerIds = manufacturers.map((_, index) => seedId('manufacturer', index + 1));
  await insertRows(
    db,
    'manufacturer',
    ['id', 'name', 'link'],
    manufacturers.map((m, index) => [manufacturerIds[index], m.name, `https://www.example.com/${slugify(m.name)}`]),
  );

  const groupIds = new Map<string, string>();
  const optionIds = new Map<string, string[]>();
  const groupRows: unknown[][] = [];
  const groupTranslations: unknown[][] = [];
  const optionRows: unknown[][] = [];
  const optionTranslations: unknown[][] = [];
  let optionNumber = 0;
  propertyGroups.forEach((group, position) => {
    const groupId = seedId('propertyGroup', position + 1);
    groupIds.set(group.key, groupId);
    groupRows.push([groupId, group.key, position, group.displayType]);
    for (const locale of locales) groupTranslations.push([groupId, fixedIds.languages[locale], group.name[locale]]);
    const ids = group.options.map((option, optionPosition) => {
      const optionId = seedId('propertyOption', ++optionNumber);
      optionRows.push([optionId, groupId, optionPosition, option.colorHexCode ?? null]);
      for (const locale of locales)
        optionTranslations.push([optionId, fixedIds.languages[locale], option.name[locale]]);
      return optionId;
    });
    optionIds.set(group.key, ids);
  });
  await insertRows(db, 'property_group', ['id', 'key', 'position', 'display_type'], groupRows);
  await insertRows(db, 'property_group_translation', ['property_group_id', 'language_id', 'name'], groupTranslations);
  await insertRows(db, 'property_option', ['id', 'group_id', 'position', 'color_hex_code'], optionRows);
  await insertRows(
    db,
    'property_option_translation',
    ['property_option_id', 'language_id', 'name'],
    optionTranslations,
  );

  await seedBlog(db, mediaNumber);
  return { kinds, leaves, optionIds, groupIds, manufacturerIds, productMediaIds };
}

const blogTopics: Array<[string, Translated]> = [
  [
    'schrauben-richtig-anziehen',
    tr('Schrauben richtig anziehen', 'Bouten correct aanhalen', 'Bien serrer les vis', 'Tightening bolts correctly'),
  ],
  [
    'festigkeitsklassen-erklaert',
    tr(
      'Festigkeitsklassen erklärt',
      'Sterkteklassen uitgelegd',
      'Les classes de résistance',
      'Strength classes explained',
    ),
  ],
  ['edelstahl-a2-oder-a4', tr('Edelstahl A2 oder A4?', 'RVS A2 of A4?', 'Inox A2 ou A4 ?', 'Stainless A2 or A4?')],
  [
    'schnittschutz-nach-en-388',
    tr('Schnittschutz nach EN 388', 'Snijbescherming volgens EN 388', 'Protection EN 388', 'Cut protection to EN 388'),
  ],
  [
    'lagerhaltung-mit-kanban',
    tr('Lagerhaltung mit Kanban', 'Voorraadbeheer met kanban', 'Stock avec kanban', 'Stock keeping with kanban'),
  ],
  [
    'gewindestangen-zuschneiden',
    tr(
      'Gewindestangen zuschneiden',
      'Draadstangen op maat zagen',
      'Couper les tiges filetées',
      'Cutting threaded rods',
    ),
  ],
  [
    'korrosionsschutz-im-ueberblick',
    tr('Korrosionsschutz im Überblick', 'Corrosiebescherming', 'La protection anticorrosion', 'Corrosion protection'),
  ],
  [
    'neue-filiale-gent',
    tr('Neue Filiale in Gent', 'Nieuwe vestiging in Gent', 'Nouvelle agence à Gand', 'New branch in Ghent'),
  ],
];

async function seedBlog(db: Database, mediaOffset: number): Promise<void> {
  const tags: Array<[string, Translated]> = [
    [seedId('blogTag', 1), tr('Praxis', 'Praktijk', 'Pratique', 'Practice')],
    [seedId('blogTag', 2), tr('Normen', 'Normen', 'Normes', 'Standards')],
    [seedId('blogTag', 3), tr('Unternehmen', 'Bedrijf', 'Entreprise', 'Company')],
  ];
  await insertRows(
    db,
    'blog_tag',
    ['id', 'name'],
    tags.map(([id, name]) => [id, JSON.stringify(name)]),
  );
  const mediaRows: unknown[][] = [];
  const postRows: unknown[][] = [];
  const translations: unknown[][] = [];
  const postTags: unknown[][] = [];
  blogTopics.forEach(([slug, title], index) => {
    const id = seedId('blogPost', index + 1);
    const mediaId = seedId('media', mediaOffset + 1 + index);
    mediaRows.push([mediaId, 'blog', index, title['en-GB'], title['en-GB']]);
    const category =
      index % 2 === 0
        ? tr('Ratgeber', 'Gids', 'Conseils', 'Guides')
        : tr('Neuigkeiten', 'Nieuws', 'Actualités', 'News');
    postRows.push([
      id,
      slug,
      new Date(Date.UTC(2026, 0, 5 + index * 14)).toISOString(),
      mediaId,
      'Ratchet Redaktion',
      JSON.stringify([{ id: seedId('blogTag', 100 + (index % 2)), name: category }]),
    ]);
    for (const locale of locales) {
      translations.push([
        id,
        fixedIds.languages[locale],
        title[locale],
        `${title[locale]}: ${tr('das Wichtigste in Kürze.', 'het belangrijkste in het kort.', "l'essentiel en bref.", 'the essentials in brief.')[locale]}`,
        `<p>${title[locale]}</p>`,
      ]);
    }
    postTags.push([id, tags[index % tags.length]?.[0]]);
    if (index % 3 === 0) postTags.push([id, tags[(index + 1) % tags.length]?.[0]]);
  });
  await insertRows(db, 'media', ['id', 'kind', 'variant', 'title', 'alt'], mediaRows);
  await insertRows(db, 'blog_post', ['id', 'slug', 'published_at', 'media_id', 'author', 'categories'], postRows);
  await insertRows(
    db,
    'blog_post_translation',
    ['blog_post_id', 'language_id', 'title', 'teaser', 'content'],
    translations,
  );
  await insertRows(db, 'blog_post_tag', ['blog_post_id', 'blog_tag_id'], postTags);
}

type CmsSection = {
  type: string;
  sizingMode: string;
  blocks: Array<{ type: string; slots: Array<Record<string, unknown>> }>;
};

/** The home page's meta info (storefront.md §3 Meta info; §1: over 400,000 products). */
const homeMeta = {
  title: tr(
    'Ratchet – technischer und industrieller Bedarf',
    'Ratchet – technische en industriële benodigdheden',
    'Ratchet – fournitures techniques et industrielles',
    'Ratchet – technical and industrial supplies',
  ),
  description: tr(
    'Über 400.000 technische Artikel für Industrie und Handwerk: Befestigungstechnik, Werkzeug und Arbeitsschutz zu Ihren Firmenkonditionen.',
    'Meer dan 400.000 technische artikelen voor industrie en vakmensen: bevestigingstechniek, gereedschap en veiligheid tegen uw bedrijfsvoorwaarden.',
    "Plus de 400 000 articles techniques pour l'industrie et l'artisanat : fixation, outillage et protection à vos conditions professionnelles.",
    'Over 400,000 technical articles for industry and trade: fasteners, tools and protective equipment at your company conditions.',
  ),
};

/** A category page's meta description in every language. */
function categoryMetaDescription(name: Translated): Translated {
  return tr(
    `${name['de-DE']} für Industrie und Handwerk bei Ratchet: große Auswahl, Firmenpreise, Lagerstand und Lieferzeit auf einen Blick.`,
    `${name['nl-NL']} voor industrie en vakmensen bij Ratchet: groot assortiment, bedrijfsprijzen, voorraad en levertijd in één oogopslag.`,
    `${name['fr-FR']} pour l'industrie et l'artisanat chez Ratchet : large choix, prix professionnels, stock et délai de livraison en un coup d'œil.`,
    `${name['en-GB']} for industry and trade at Ratchet: a wide range, company prices, stock and delivery time at a glance.`,
  );
}

/** A service page's meta description in every language. */
function servicePageMetaDescription(name: Translated): Translated {
  return tr(
    `${name['de-DE']} – Ratchet, Ihr technischer Händler für Industrie und Handwerk in Österreich und Belgien.`,
    `${name['nl-NL']} – Ratchet, uw technische groothandel voor industrie en vakmensen in Oostenrijk en België.`,
    `${name['fr-FR']} – Ratchet, votre fournisseur technique pour l'industrie et l'artisanat en Autriche et en Belgique.`,
    `${name['en-GB']} – Ratchet, your technical supplier for industry and trade in Austria and Belgium.`,
  );
}

function textSections(title: string): CmsSection[] {
  return [
    {
      type: 'default',
      sizingMode: 'boxed',
      blocks: [{ type: 'text', slots: [{ type: 'text', slot: 'content', data: { content: `<h1>${title}</h1>` } }] }],
    },
  ];
}

function homeSections(locale: Locale, tops: SeedCategory[]): CmsSection[] {
  return [
    {
      type: 'default',
      sizingMode: 'full_width',
      blocks: [
        {
          type: 'image-slider',
          slots: [{ type: 'image-slider', slot: 'imageSlider', data: { mediaKinds: ['banner'], count: 3 } }],
        },
      ],
    },
    {
      type: 'default',
      sizingMode: 'boxed',
      blocks: [
        {
          type: 'text',
          slots: [
            {
              type: 'text',
              slot: 'content',
              data: {
                content: tr(
                  '<h1>Technischer Handel für Profis</h1>',
                  '<h1>Technische handel voor professionals</h1>',
                  '<h1>Fournitures industrielles pour les pros</h1>',
                  '<h1>Industrial supplies for professionals</h1>',
                )[locale],
              },
            },
          ],
        },
        {
          type: 'category-navigation',
          slots: tops.map((top) => ({
            type: 'category-teaser',
            slot: 'teaser',
            data: { categoryId: top.id, name: top.name[locale] },
          })),
        },
      ],
    },
  ];
}

function footerSections(locale: Locale): CmsSection[] {
  const column = (title: Translated, links: Array<[Translated, string]>) => ({
    type: 'footer-column',
    slots: [
      { type: 'text', slot: 'title', data: { content: title[locale] } },
      ...links.map(([label, url]) => ({ type: 'link', slot: 'link', data: { label: label[locale], url } })),
    ],
  });
  return [
    {
      type: 'default',
      sizingMode: 'boxed',
      blocks: [
        column(tr('Service', 'Service', 'Service', 'Service'), [
          [tr('Kontakt', 'Contact', 'Contact', 'Contact'), '/kontakt'],
          [tr('Versand', 'Verzending', 'Livraison', 'Shipping'), '/versand'],
        ]),
        column(tr('Rechtliches', 'Juridisch', 'Mentions légales', 'Legal'), [
          [tr('AGB', 'Algemene voorwaarden', 'CGV', 'Terms'), '/agb'],
          [tr('Datenschutz', 'Privacy', 'Confidentialité', 'Privacy'), '/datenschutz'],
        ]),
      ],
    },
  ];
}
