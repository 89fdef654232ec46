import { useI18n } from '../i18n/I18nProvider';
import { Logo } from './Logo';

/** The maintenance screen: logo, title, subtitle (storefront.md §2 layouts). */
export function Maintenance() {
  const { t } = useI18n();
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
      data-slot="maintenance"
    >
      <Logo />
      <h1 className="text-2xl font-semibold">{t('maintenance.title')}</h1>
      <p className="text-muted-foreground">{t('maintenance.subtitle')}</p>
    </main>
  );
}
