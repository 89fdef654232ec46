import { tr } from './ids';
import type { Translated } from './ids';

/** A property group of the seed: key, names, options (name per language or one neutral name). */
export interface SeedPropertyGroup {
  key: string;
  name: Translated;
  displayType: 'text' | 'color' | 'select';
  options: Array<{ name: Translated; colorHexCode?: string }>;
}

const neutral = (value: string): Translated => tr(value, value, value, value);

/** Filterable property groups (issue 3 Data). Order = position. */
export const propertyGroups: SeedPropertyGroup[] = [
  {
    key: 'thread',
    name: tr('Gewinde', 'Schroefdraad', 'Filetage', 'Thread'),
    displayType: 'text',
    options: ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20', 'M24'].map((v) => ({ name: neutral(v) })),
  },
  {
    key: 'length',
    name: tr('Länge', 'Lengte', 'Longueur', 'Length'),
    displayType: 'text',
    options: [8, 10, 12, 16, 20, 25, 30, 35, 40, 50, 60, 80, 100, 120, 160, 200].map((v) => ({
      name: neutral(`${v} mm`),
    })),
  },
  {
    key: 'material',
    name: tr('Werkstoff', 'Materiaal', 'Matériau', 'Material'),
    displayType: 'text',
    options: [
      tr('Stahl', 'Staal', 'Acier', 'Steel'),
      tr('Edelstahl A2', 'RVS A2', 'Inox A2', 'Stainless steel A2'),
      tr('Edelstahl A4', 'RVS A4', 'Inox A4', 'Stainless steel A4'),
      tr('Messing', 'Messing', 'Laiton', 'Brass'),
      tr('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
      tr('Polyamid', 'Polyamide', 'Polyamide', 'Polyamide'),
    ].map((name) => ({ name })),
  },
  {
    key: 'strength',
    name: tr('Festigkeitsklasse', 'Sterkteklasse', 'Classe de résistance', 'Strength class'),
    displayType: 'text',
    options: ['4.6', '5.6', '8.8', '10.9', '12.9'].map((v) => ({ name: neutral(v) })),
  },
  {
    key: 'coating',
    name: tr('Oberfläche', 'Oppervlak', 'Revêtement', 'Coating'),
    displayType: 'text',
    options: [
      tr('blank', 'blank', 'brut', 'plain'),
      tr('galvanisch verzinkt', 'elektrolytisch verzinkt', 'zingué', 'zinc plated'),
      tr('feuerverzinkt', 'thermisch verzinkt', 'galvanisé à chaud', 'hot-dip galvanised'),
      tr('schwarz brüniert', 'zwart gebruineerd', 'bruni noir', 'black oxide'),
      tr('Zinklamelle', 'zinklamel', 'zinc lamellaire', 'zinc flake'),
    ].map((name) => ({ name })),
  },
  {
    key: 'standard',
    name: tr('Norm', 'Norm', 'Norme', 'Standard'),
    displayType: 'text',
    options: [
      'DIN 933',
      'DIN 931',
      'ISO 4017',
      'DIN 912',
      'DIN 7985',
      'DIN 934',
      'DIN 125',
      'DIN 975',
      'EN 388',
      'EN 166',
    ].map((v) => ({ name: neutral(v) })),
  },
  {
    key: 'colour',
    name: tr('Farbe', 'Kleur', 'Couleur', 'Colour'),
    displayType: 'color',
    options: [
      { name: tr('Rot', 'Rood', 'Rouge', 'Red'), colorHexCode: '#c62828' },
      { name: tr('Blau', 'Blauw', 'Bleu', 'Blue'), colorHexCode: '#1565c0' },
      { name: tr('Gelb', 'Geel', 'Jaune', 'Yellow'), colorHexCode: '#f9a825' },
      { name: tr('Schwarz', 'Zwart', 'Noir', 'Black'), colorHexCode: '#212121' },
      { name: tr('Grün', 'Groen', 'Vert', 'Green'), colorHexCode: '#2e7d32' },
      { name: tr('Grau', 'Grijs', 'Gris', 'Grey'), colorHexCode: '#757575' },
    ],
  },
  {
    key: 'size',
    name: tr('Größe', 'Maat', 'Taille', 'Size'),
    displayType: 'select',
    options: ['S', 'M', 'L', 'XL', 'XXL'].map((v) => ({ name: neutral(v) })),
  },
  {
    key: 'diameter',
    name: tr('Durchmesser', 'Diameter', 'Diamètre', 'Diameter'),
    displayType: 'text',
    options: [2, 3, 4, 5, 6, 8, 10, 12, 16].map((v) => ({ name: neutral(`${v} mm`) })),
  },
  {
    key: 'volume',
    name: tr('Inhalt', 'Inhoud', 'Contenance', 'Volume'),
    displayType: 'text',
    options: ['50 ml', '150 ml', '400 ml', '1 l', '5 l'].map((v) => ({ name: neutral(v) })),
  },
];

/**
 * A product kind: the noun of its names, its unit, its property slots (group keys, optionally
 * limited to some options: `standard:0,1` = the group's first two options; the `variantSlot`
 * tells variants apart), its price base and the categories it fills.
 */
export interface SeedKind {
  noun: Translated;
  unit: 'piece' | 'metre';
  slots: string[];
  variantSlot: string;
  basePrice: number;
}

/** Category tree below the main navigation: top → sub → group (each group a product kind) → leaves. */
export interface SeedTop {
  name: Translated;
  subs: Array<{ name: Translated; groups: Array<{ name: Translated; kind: SeedKind }> }>;
}

const bolt = (noun: Translated, basePrice: number, standards = 'standard:0,1,2,3,4'): SeedKind => ({
  noun,
  unit: 'piece',
  slots: [standards, 'thread', 'length', 'material', 'strength', 'coating'],
  variantSlot: 'length',
  basePrice,
});
const nut = (noun: Translated, basePrice: number, standards: string): SeedKind => ({
  noun,
  unit: 'piece',
  slots: [standards, 'thread', 'material', 'strength', 'coating'],
  variantSlot: 'thread',
  basePrice,
});
const byMetre = (noun: Translated, slots: string[], basePrice: number): SeedKind => ({
  noun,
  unit: 'metre',
  slots,
  variantSlot: slots[0] ?? 'diameter',
  basePrice,
});
const tool = (noun: Translated, basePrice: number, slots = ['size', 'colour', 'material']): SeedKind => ({
  noun,
  unit: 'piece',
  slots,
  variantSlot: slots[0] ?? 'size',
  basePrice,
});

/** Leaf qualifiers: each group gets these two leaves (level 5 under the navigation root). */
export const leafQualifiers: Translated[] = [
  tr('Standard', 'Standaard', 'Standard', 'Standard'),
  tr('Industrie', 'Industrie', 'Industrie', 'Industrial'),
];

export const categoryTree: SeedTop[] = [
  {
    name: tr('Befestigungstechnik', 'Bevestigingstechniek', 'Technique de fixation', 'Fastening'),
    subs: [
      {
        name: tr('Schrauben', 'Schroeven', 'Vis', 'Screws'),
        groups: [
          {
            name: tr('Sechskantschrauben', 'Zeskantbouten', 'Vis à tête hexagonale', 'Hexagon bolts'),
            kind: bolt(tr('Sechskantschraube', 'Zeskantbout', 'Vis à tête hexagonale', 'Hexagon bolt'), 0.12),
          },
          {
            name: tr('Zylinderschrauben', 'Cilinderkopschroeven', 'Vis à tête cylindrique', 'Socket head screws'),
            kind: bolt(
              tr('Zylinderschraube', 'Cilinderkopschroef', 'Vis à tête cylindrique', 'Socket head screw'),
              0.15,
            ),
          },
          {
            name: tr('Senkschrauben', 'Verzonken schroeven', 'Vis à tête fraisée', 'Countersunk screws'),
            kind: bolt(tr('Senkschraube', 'Verzonken schroef', 'Vis à tête fraisée', 'Countersunk screw'), 0.1),
          },
        ],
      },
      {
        name: tr('Muttern und Scheiben', 'Moeren en ringen', 'Écrous et rondelles', 'Nuts and washers'),
        groups: [
          {
            name: tr('Sechskantmuttern', 'Zeskantmoeren', 'Écrous hexagonaux', 'Hexagon nuts'),
            kind: nut(tr('Sechskantmutter', 'Zeskantmoer', 'Écrou hexagonal', 'Hexagon nut'), 0.05, 'standard:5'),
          },
          {
            name: tr('Unterlegscheiben', 'Sluitringen', 'Rondelles plates', 'Flat washers'),
            kind: nut(tr('Unterlegscheibe', 'Sluitring', 'Rondelle plate', 'Flat washer'), 0.02, 'standard:6'),
          },
        ],
      },
      {
        name: tr('Gewindestangen', 'Draadstangen', 'Tiges filetées', 'Threaded rods'),
        groups: [
          {
            name: tr(
              'Gewindestangen DIN 975',
              'Draadstangen DIN 975',
              'Tiges filetées DIN 975',
              'Threaded rods DIN 975',
            ),
            kind: byMetre(
              tr('Gewindestange', 'Draadstang', 'Tige filetée', 'Threaded rod'),
              ['thread', 'material', 'strength', 'coating', 'standard:7'],
              2.4,
            ),
          },
        ],
      },
    ],
  },
  {
    name: tr('Werkzeuge', 'Gereedschap', 'Outillage', 'Tools'),
    subs: [
      {
        name: tr('Handwerkzeuge', 'Handgereedschap', 'Outils à main', 'Hand tools'),
        groups: [
          {
            name: tr('Schraubendreher', 'Schroevendraaiers', 'Tournevis', 'Screwdrivers'),
            kind: tool(tr('Schraubendreher', 'Schroevendraaier', 'Tournevis', 'Screwdriver'), 6.5, [
              'size',
              'colour',
              'material',
            ]),
          },
          {
            name: tr('Zangen', 'Tangen', 'Pinces', 'Pliers'),
            kind: tool(tr('Kombizange', 'Combinatietang', 'Pince universelle', 'Combination pliers'), 14),
          },
        ],
      },
      {
        name: tr('Zerspanungswerkzeuge', 'Verspaningsgereedschap', "Outils d'usinage", 'Cutting tools'),
        groups: [
          {
            name: tr('Spiralbohrer', 'Spiraalboren', 'Forets hélicoïdaux', 'Twist drills'),
            kind: tool(tr('Spiralbohrer', 'Spiraalboor', 'Foret hélicoïdal', 'Twist drill'), 3.2, [
              'diameter',
              'material',
              'coating',
            ]),
          },
          {
            name: tr('Gewindebohrer', 'Draadtappen', 'Tarauds', 'Taps'),
            kind: tool(tr('Maschinengewindebohrer', 'Machinetap', 'Taraud machine', 'Machine tap'), 11, [
              'thread',
              'material',
              'coating',
            ]),
          },
        ],
      },
    ],
  },
  {
    name: tr('Arbeitsschutz', 'Persoonlijke bescherming', 'Protection au travail', 'Safety'),
    subs: [
      {
        name: tr('Handschutz', 'Handbescherming', 'Protection des mains', 'Hand protection'),
        groups: [
          {
            name: tr('Schnittschutzhandschuhe', 'Snijbestendige handschoenen', 'Gants anti-coupure', 'Cut gloves'),
            kind: tool(
              tr('Schnittschutzhandschuh', 'Snijbestendige handschoen', 'Gant anti-coupure', 'Cut glove'),
              4.9,
              ['size', 'colour', 'standard:8'],
            ),
          },
        ],
      },
      {
        name: tr('Augenschutz', 'Oogbescherming', 'Protection des yeux', 'Eye protection'),
        groups: [
          {
            name: tr('Schutzbrillen', 'Veiligheidsbrillen', 'Lunettes de protection', 'Safety glasses'),
            kind: tool(tr('Schutzbrille', 'Veiligheidsbril', 'Lunettes de protection', 'Safety glasses'), 7.5, [
              'colour',
              'standard:9',
            ]),
          },
        ],
      },
    ],
  },
  {
    name: tr('Chemie', 'Chemie', 'Chimie', 'Chemicals'),
    subs: [
      {
        name: tr('Kleben und Dichten', 'Lijmen en afdichten', 'Coller et étancher', 'Adhesives and sealants'),
        groups: [
          {
            name: tr('Schraubensicherung', 'Schroefborging', 'Frein filet', 'Threadlockers'),
            kind: tool(tr('Schraubensicherung', 'Schroefborging', 'Frein filet', 'Threadlocker'), 9.9, [
              'volume',
              'colour',
            ]),
          },
        ],
      },
      {
        name: tr('Schmierstoffe', 'Smeermiddelen', 'Lubrifiants', 'Lubricants'),
        groups: [
          {
            name: tr('Mehrzweckfette', 'Multifunctionele vetten', 'Graisses multi-usages', 'Multipurpose greases'),
            kind: tool(
              tr('Mehrzweckfett', 'Multifunctioneel vet', 'Graisse multi-usages', 'Multipurpose grease'),
              8.4,
              ['volume'],
            ),
          },
        ],
      },
    ],
  },
  {
    name: tr('Meterware', 'Metervaren', 'Au mètre', 'By the metre'),
    subs: [
      {
        name: tr('Ketten und Seile', 'Kettingen en kabels', 'Chaînes et câbles', 'Chains and ropes'),
        groups: [
          {
            name: tr('Rundstahlketten', 'Rondstaalkettingen', 'Chaînes à maillons ronds', 'Round link chains'),
            kind: byMetre(
              tr('Rundstahlkette', 'Rondstaalketting', 'Chaîne à maillons ronds', 'Round link chain'),
              ['diameter', 'material', 'coating'],
              5.6,
            ),
          },
          {
            name: tr('Drahtseile', 'Staalkabels', 'Câbles métalliques', 'Wire ropes'),
            kind: byMetre(
              tr('Drahtseil', 'Staalkabel', 'Câble métallique', 'Wire rope'),
              ['diameter', 'material', 'coating'],
              1.9,
            ),
          },
        ],
      },
      {
        name: tr('Schläuche', 'Slangen', 'Tuyaux', 'Hoses'),
        groups: [
          {
            name: tr('Druckluftschläuche', 'Persluchtslangen', 'Tuyaux à air comprimé', 'Air hoses'),
            kind: byMetre(
              tr('Druckluftschlauch', 'Persluchtslang', 'Tuyau à air comprimé', 'Air hose'),
              ['diameter', 'colour', 'material'],
              3.1,
            ),
          },
        ],
      },
    ],
  },
];

/** Manufacturers (name, link). */
export const manufacturers: Array<{ name: string; prefix: string }> = [
  { name: 'Würth', prefix: 'WU' },
  { name: 'Fischer', prefix: 'FI' },
  { name: 'Bossard', prefix: 'BO' },
  { name: 'Hazet', prefix: 'HZ' },
  { name: 'Knipex', prefix: 'KN' },
  { name: 'Gühring', prefix: 'GU' },
  { name: 'Uvex', prefix: 'UV' },
  { name: 'Loctite', prefix: 'LO' },
  { name: 'Pewag', prefix: 'PW' },
  { name: 'Reca', prefix: 'RE' },
  { name: 'Heco', prefix: 'HE' },
  { name: 'Spax', prefix: 'SP' },
];
