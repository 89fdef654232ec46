import type { Domain, FooterCms } from '@ratchet/commerce-hooks';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { HydrateLater } from '../runtime/HydrateLater';
import { Maintenance } from './Maintenance';
import { Notifications } from './Notifications';
import { RouteProgress } from './RouteProgress';
import { ScrollManager } from './ScrollManager';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

interface ShellProps {
  /** The context says maintenance: show the maintenance screen instead of the page (storefront.md §2). */
  maintenance: boolean;
  domain: Domain;
  /** The CMS footer answer (rendered when it has sections). */
  footerCms: FooterCms | undefined;
  children: ReactNode;
}

/** The frame of both layouts: notifications, header, page, footer; or the maintenance screen. */
export function Shell({ maintenance, domain, footerCms, children }: ShellProps) {
  const { t } = useI18n();
  if (maintenance) return <Maintenance />;
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground" data-slot="shell">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <RouteProgress />
      <ScrollManager />
      <SiteHeader domain={domain} />
      <Notifications />
      <HydrateLater>
        <main id="main" className="mx-auto w-full max-w-boxed flex-1 px-4 py-6">
          {children}
        </main>
      </HydrateLater>
      <SiteFooter domain={domain} footerCms={footerCms} />
    </div>
  );
}
