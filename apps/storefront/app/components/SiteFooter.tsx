import type { CmsSection, CmsSlot, Domain, FooterCms } from '@ratchet/commerce-hooks';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/keys';
import { contactRegions, shops } from '../i18n/footerData';
import { localPath } from '../lib/domain';
import { Logo } from './Logo';

/** The CMS footer's sections when the store-API has them (storefront.md §2 footer). */
export function cmsFooterSections(answer: FooterCms | undefined): CmsSection[] {
  return answer?.cmsPage?.sections ?? [];
}

/** Shop-relative footer links stay under the current domain prefix; others are left as they are. */
function footerHref(domain: Domain, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? localPath(domain, url) : url;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One CMS footer column: its title slot heads a block of links that open in a new tab (storefront.md §2). */
function CmsFooterColumn({ domain, slots }: { domain: Domain; slots: CmsSlot[] }) {
  const title = slots.find((slot) => slot.slot === 'title');
  const links = slots.filter((slot) => slot.type === 'link' && text(slot.data.url));
  const paragraphs = slots.filter((slot) => slot !== title && slot.type === 'text');
  return (
    <FooterBlock title={text(title?.data.content)}>
      {paragraphs.map((slot, index) => (
        <p key={index} className="text-sm">
          {text(slot.data.content)}
        </p>
      ))}
      <ul className="flex flex-col gap-1">
        {links.map((slot, index) => (
          <li key={index}>
            <a
              href={footerHref(domain, text(slot.data.url))}
              target="_blank"
              rel="noreferrer"
              className="underline-offset-2 hover:underline"
            >
              {text(slot.data.label)}
            </a>
          </li>
        ))}
      </ul>
    </FooterBlock>
  );
}

/** A footer block whose title expands or collapses it (storefront.md §2 footer). */
function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section data-state={open ? 'open' : 'closed'} className="flex flex-col gap-2">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          className="text-left font-semibold"
        >
          {title}
        </button>
      </h2>
      {open ? children : null}
    </section>
  );
}

const serviceLinks: ReadonlyArray<{ path: string; label: MessageKey }> = [
  { path: '/agb', label: 'footer.link.terms' },
  { path: '/datenschutz', label: 'footer.link.privacy' },
  { path: '/kontakt', label: 'footer.link.contact' },
  { path: '/parts-products/', label: 'footer.link.parts' },
  { path: '/services/', label: 'footer.link.services' },
];

function DefaultFooter({ domain }: { domain: Domain }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-8 md:grid-cols-3" data-slot="default-footer">
      <FooterBlock title={t('footer.services.title')}>
        <ul className="flex flex-col gap-1">
          {serviceLinks.map((link) => (
            <li key={link.path}>
              <Link to={localPath(domain, link.path)} className="underline-offset-2 hover:underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm">{t('footer.services.text')}</p>
        <Logo variant="white" />
      </FooterBlock>
      <FooterBlock title={t('footer.contact.title')}>
        <div className="grid grid-cols-2 gap-3 text-sm">
          {contactRegions.map((group) => (
            <div key={group.region}>
              <h3 className="font-semibold">{t(`footer.region.${group.region}`)}</h3>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.city} className="mb-1">
                    <span className="block">{entry.city}</span>
                    <a href={`tel:${entry.phone.replace(/\s/g, '')}`} className="block">
                      {t('footer.phone', { phone: entry.phone })}
                    </a>
                    <a href={`mailto:${entry.email}`} className="block">
                      {t('footer.email', { email: entry.email })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </FooterBlock>
      <FooterBlock title={t('footer.shops.title')}>
        <ul className="grid grid-cols-2 gap-3 text-sm">
          {shops.map((shop) => (
            <li key={shop.title}>
              <span className="block font-semibold">{shop.title}</span>
              <span className="block">{shop.address}</span>
              <span className="block">{t('footer.shop.hours', { hours: shop.hours })}</span>
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="block">
                {t('footer.phone', { phone: shop.phone })}
              </a>
              <a href={`mailto:${shop.email}`} className="block">
                {t('footer.email', { email: shop.email })}
              </a>
            </li>
          ))}
        </ul>
      </FooterBlock>
    </div>
  );
}

/** The footer: CMS sections when present, otherwise the default footer. */
export function SiteFooter({ domain, footerCms }: { domain: Domain; footerCms: FooterCms | undefined }) {
  const { t } = useI18n();
  const sections = cmsFooterSections(footerCms);
  return (
    <footer className="bg-foreground text-background" aria-label={t('footer.title')} data-slot="site-footer">
      <div className="mx-auto max-w-boxed px-4 py-10">
        {sections.length > 0 ? (
          <div className="grid gap-8 md:grid-cols-3" data-slot="cms-footer">
            {sections.map((section, sectionIndex) =>
              section.blocks.map((block, blockIndex) => (
                <CmsFooterColumn domain={domain} key={`${sectionIndex}-${blockIndex}`} slots={block.slots} />
              )),
            )}
          </div>
        ) : (
          <DefaultFooter domain={domain} />
        )}
      </div>
    </footer>
  );
}
