import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';

/** The localized 'coming soon' page of routes that are not built yet. */
export function ComingSoon({ homeHref }: { homeHref: string }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col gap-3 py-10" data-slot="coming-soon">
      <h1 className="text-2xl font-semibold">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      <p>
        <Link to={homeHref} className="text-primary underline">
          {t('link.home')}
        </Link>
      </p>
    </section>
  );
}
