import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/keys';

/** Statuses with their own text (storefront.md §8 page errors). */
const statusTexts: Record<number, MessageKey> = {
  404: 'error.404',
  408: 'error.408',
  500: 'error.500',
  502: 'error.502',
  503: 'error.503',
};

/** The error page's text key of a status. */
export function errorTextKey(status: number): MessageKey {
  return statusTexts[status] ?? 'error.other';
}

interface ErrorPageProps {
  status: number;
  /** Where "home" is (the current domain's prefix). */
  homeHref: string;
}

function ErrorPageContent({ status, homeHref }: ErrorPageProps) {
  const { t } = useI18n();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-boxed flex-col gap-4 px-4 py-16"
      data-slot="error-page"
      data-status={status}
    >
      <p className="text-sm text-muted-foreground">{status}</p>
      <h1 className="text-2xl font-semibold">{t(errorTextKey(status))}</h1>
      <p>
        <a className="text-primary underline" href={homeHref}>
          {t('link.home')}
        </a>
      </p>
    </main>
  );
}

/** What shows when rendering the error page itself failed (storefront.md §2 layouts). */
function ErrorPageFailure({ homeHref }: { homeHref: string }) {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-boxed px-4 py-16" data-slot="error-page-failure">
      <h1 className="text-2xl font-semibold">{t('error.errorPage')}</h1>
      <p>
        <a className="text-primary underline" href={homeHref}>
          {t('link.home')}
        </a>
      </p>
    </main>
  );
}

class ErrorPageGuard extends Component<{ homeHref: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[storefront] the error page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailure homeHref={this.props.homeHref} /> : this.props.children;
  }
}

/**
 * The error page (storefront.md §2, §8): the status text, a link home; an error while showing it gives
 * 'An error occurred while showing the error page'. `children` may add content that could fail (e.g. the shell).
 *
 * Error boundaries do not run during server rendering, so the server would hand a failing error page on to the
 * root error boundary (a plain 500). The Suspense boundary catches it there instead: the server sends the failure
 * page as its fallback and the browser renders the part again, where the guard catches the repeated error.
 */
export function ErrorPage({ status, homeHref, children }: ErrorPageProps & { children?: ReactNode }) {
  return (
    <ErrorPageGuard homeHref={homeHref}>
      <Suspense fallback={<ErrorPageFailure homeHref={homeHref} />}>
        {children}
        <ErrorPageContent status={status} homeHref={homeHref} />
      </Suspense>
    </ErrorPageGuard>
  );
}
