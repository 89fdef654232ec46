import type { Database } from '../platform/db/db';
import { insertRows } from '../platform/db/insertRows';
import { manufacturers } from './catalogData';
import type { SeedKind } from './catalogData';
import { seedId, tr } from './ids';
import type { Translated } from './ids';

/** The detail content id of a product kind (every product of the kind shares it). */
export function productContentId(kindIndex: number): string {
  return seedId('productContent', kindIndex + 1);
}

const paragraphs = (...parts: Translated[]): Translated => ({
  'de-DE': parts.map((part) => part['de-DE']).join('\n\n'),
  'nl-NL': parts.map((part) => part['nl-NL']).join('\n\n'),
  'fr-FR': parts.map((part) => part['fr-FR']).join('\n\n'),
  'en-GB': parts.map((part) => part['en-GB']).join('\n\n'),
});

const same = (value: string): Translated => tr(value, value, value, value);

const standards = ['DIN EN ISO 4017', 'DIN EN ISO 4762', 'DIN 934', 'DIN EN ISO 7089', 'DIN 7985', 'DIN EN 14399'];
const materials = [
  tr('Stahl 8.8, verzinkt', 'Staal 8.8, verzinkt', 'Acier 8.8, zingué', 'Steel 8.8, zinc plated'),
  tr('Edelstahl A2', 'Roestvast staal A2', 'Inox A2', 'Stainless steel A2'),
  tr('Edelstahl A4', 'Roestvast staal A4', 'Inox A4', 'Stainless steel A4'),
  tr('Stahl 10.9, blank', 'Staal 10.9, blank', 'Acier 10.9, brut', 'Steel 10.9, plain'),
];

/**
 * Detail content for every product kind (storefront.md §2 Product detail: every tab has content): the kind's other
 * drawings as gallery images, applications and instructions texts, specifications, manufacturer specifications, two
 * downloads and two documents. Small reference data, so it is written from here rather than generated in SQL.
 */
export async function seedProductContent(
  db: Database,
  { kinds, productMediaIds }: { kinds: readonly SeedKind[]; productMediaIds: readonly string[] },
): Promise<void> {
  const contentRows: unknown[][] = [];
  const fileRows: unknown[][] = [];
  let fileNumber = 0;
  kinds.forEach((kind, kindIndex) => {
    const noun = kind.noun;
    const material = materials[kindIndex % materials.length] ?? materials[0];
    const manufacturer = manufacturers[kindIndex % manufacturers.length]?.name ?? 'Ratchet';
    const applications = paragraphs(
      tr(
        `${noun['de-DE']} für Maschinenbau, Stahlbau und Betriebsinstandhaltung: überall dort, wo Verbindungen dauerhaft und prüfbar halten müssen.`,
        `${noun['nl-NL']} voor machinebouw, staalbouw en onderhoud: overal waar verbindingen duurzaam en controleerbaar moeten houden.`,
        `${noun['fr-FR']} pour la construction mécanique, la construction métallique et la maintenance : partout où les assemblages doivent tenir durablement.`,
        `${noun['en-GB']} for mechanical engineering, steel construction and plant maintenance: wherever joints must hold permanently and be inspectable.`,
      ),
      tr(
        'Geeignet für Innen- und Außenanwendungen gemäß Korrosivitätskategorie der Oberfläche.',
        'Geschikt voor binnen- en buitentoepassingen volgens de corrosiviteitscategorie van het oppervlak.',
        'Convient aux applications intérieures et extérieures selon la catégorie de corrosivité de la surface.',
        'Suitable for indoor and outdoor use according to the corrosivity category of the surface.',
      ),
    );
    const instructions = paragraphs(
      tr(
        'Kontaktflächen vor der Montage reinigen. Anzugsmoment laut Datenblatt mit kalibriertem Drehmomentschlüssel aufbringen.',
        'Contactvlakken vóór montage reinigen. Aanhaalmoment volgens het gegevensblad aanbrengen met een gekalibreerde momentsleutel.',
        'Nettoyer les surfaces de contact avant le montage. Appliquer le couple de serrage de la fiche technique avec une clé dynamométrique étalonnée.',
        'Clean the contact surfaces before assembly. Apply the tightening torque given in the datasheet with a calibrated torque wrench.',
      ),
      tr(
        'Trocken und in der Originalverpackung lagern. Beschädigte Teile nicht wiederverwenden.',
        'Droog en in de originele verpakking bewaren. Beschadigde onderdelen niet hergebruiken.',
        "Stocker au sec dans l'emballage d'origine. Ne pas réutiliser les pièces endommagées.",
        'Store dry in the original packaging. Do not reuse damaged parts.',
      ),
    );
    const specifications = [
      {
        label: tr('Norm', 'Norm', 'Norme', 'Standard'),
        value: same(standards[kindIndex % standards.length] ?? 'DIN EN ISO 4017'),
      },
      { label: tr('Werkstoff', 'Materiaal', 'Matériau', 'Material'), value: material },
      {
        label: tr('Gewindetoleranz', 'Schroefdraadtolerantie', 'Tolérance de filetage', 'Thread tolerance'),
        value: same('6g'),
      },
      {
        label: tr('Verpackungseinheit', 'Verpakkingseenheid', "Unité d'emballage", 'Packaging unit'),
        value: same(kind.unit === 'metre' ? '50 m' : `${[50, 100, 200, 500][kindIndex % 4]}`),
      },
    ];
    const manufacturerSpecifications = [
      { label: tr('Hersteller', 'Fabrikant', 'Fabricant', 'Manufacturer'), value: same(manufacturer) },
      {
        label: tr('Qualitätsmanagement', 'Kwaliteitsbeheer', 'Management de la qualité', 'Quality management'),
        value: same('ISO 9001:2015'),
      },
      {
        label: tr('REACH-konform', 'REACH-conform', 'Conforme REACH', 'REACH compliant'),
        value: tr('ja', 'ja', 'oui', 'yes'),
      },
      {
        label: tr('Zolltarifnummer', 'Douanetariefnummer', 'Code douanier', 'Customs tariff number'),
        value: same(`7318 15 ${80 + (kindIndex % 10)}`),
      },
      {
        label: tr('Ursprungsland', 'Land van herkomst', "Pays d'origine", 'Country of origin'),
        value: tr('Deutschland', 'Duitsland', 'Allemagne', 'Germany'),
      },
    ];
    const contentId = productContentId(kindIndex);
    const gallery = productMediaIds.slice(kindIndex * 4, kindIndex * 4 + 4);
    contentRows.push([
      contentId,
      gallery,
      JSON.stringify(applications),
      JSON.stringify(instructions),
      JSON.stringify(specifications),
      JSON.stringify(manufacturerSpecifications),
    ]);
    const slug = noun['en-GB']
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const files: Array<[string, Translated, string]> = [
      [
        'download',
        tr('Technisches Datenblatt', 'Technisch gegevensblad', 'Fiche technique', 'Technical datasheet'),
        `datasheet-${slug}.pdf`,
      ],
      [
        'download',
        tr('CAD-Zeichnung (Maßblatt)', 'CAD-tekening (maatblad)', 'Dessin CAO (cotes)', 'CAD drawing (dimensions)'),
        `drawing-${slug}.pdf`,
      ],
      [
        'document',
        tr(
          'Konformitätserklärung',
          'Conformiteitsverklaring',
          'Déclaration de conformité',
          'Declaration of conformity',
        ),
        `conformity-${slug}.pdf`,
      ],
      [
        'document',
        tr(
          'Werkszeugnis 3.1 (Muster)',
          'Materiaalcertificaat 3.1 (voorbeeld)',
          'Certificat de réception 3.1 (modèle)',
          'Inspection certificate 3.1 (sample)',
        ),
        `certificate-3-1-${slug}.pdf`,
      ],
    ];
    files.forEach(([kindOfFile, title, fileName], position) =>
      fileRows.push([
        seedId('productFile', ++fileNumber),
        contentId,
        kindOfFile,
        position,
        JSON.stringify(title),
        fileName,
      ]),
    );
  });
  await insertRows(
    db,
    'product_content',
    ['id', 'media_ids', 'applications', 'instructions', 'specifications', 'manufacturer_specifications'],
    contentRows,
  );
  await insertRows(db, 'product_file', ['id', 'content_id', 'kind', 'position', 'title', 'file_name'], fileRows);
}
