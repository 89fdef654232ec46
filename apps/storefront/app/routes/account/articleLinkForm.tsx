import { ArticleLinkForm, useAccountText } from '@ratchet/account-kit';
import { isUuid } from '@ratchet/store-api-contract/rules';
import { useDomainNavigate } from '../../components/account/accountLinks';
import { notFoundOn404 } from '../../components/account/notFound.server';
import { AccountTexts } from '../../i18n/AccountTexts';
import { namespaceMessages } from '../../i18n/catalogues.server';
import type { RouteTexts } from '../../i18n/keys';
import { resolveLocale } from '../../i18n/locale';
import { routeTexts } from '../../i18n/routeTexts.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import type { Route } from './+types/articleLinkForm';

/** articlelinks/create and articlelinks/details/{id?}/{productNumber?}/{customerSku?}: the article links screen's right. */
export const handle = { access: { auth: true }, i18n: ['articleLinks'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { storeApi, domain } = await guardRoute({ request, context }, handle);
  const texts = namespaceMessages(resolveLocale(domain.languageLocaleCode), 'articleLinks');
  // details/{id}: edit that link. Without an id, or with a placeholder in its place (details/new/{productNumber}/
  // {customerSku?}, the link a product page or a mail can carry), a new link starts from the numbers given.
  if (!params.id || !isUuid(params.id)) {
    return {
      link: undefined,
      initial: { productNumber: params.productNumber, customerSku: params.customerSku },
      breadcrumb: texts['articleLinks.form.createTitle'],
      texts: await routeTexts(request, handle),
    };
  }
  const link = await storeApi.client
    .invoke('readArticleLink get /ratchet/article-links/{id}', { pathParams: { id: params.id } })
    .catch(notFoundOn404);
  return { link, initial: undefined, breadcrumb: link.customerSku, texts: await routeTexts(request, handle) };
}

function ArticleLinkFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('articleLinks');
  const navigate = useDomainNavigate();
  const { link, initial } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {link ? t('articleLinks.form.editTitle') : t('articleLinks.form.createTitle')}
      </h1>
      <ArticleLinkForm
        link={link}
        initial={initial}
        onSaved={() => navigate('/account/articlelinks')}
        onCancel={() => navigate('/account/articlelinks')}
      />
    </section>
  );
}

/**
 * Create or edit an article link (account-area.md §2 articlelinks/create, articlelinks/details/{id?}/{productNumber?}/
 * {customerSku?}).
 */
export default function AccountArticleLinkForm(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ArticleLinkFormPage {...props} />
    </AccountTexts>
  );
}
