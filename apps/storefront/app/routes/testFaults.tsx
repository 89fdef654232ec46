import { data, isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import type { Route } from './+types/testFaults';

/**
 * Set by the end-to-end stack only (e2e/stack.ts). Without it this route is a plain 404, so a production
 * storefront has no way to trigger the faults below.
 */
export const testFaultsEnv = 'RATCHET_STOREFRONT_TEST_FAULTS';

/** The faults the end-to-end tests can trigger (`/:domain/__test/<fault>`). */
const faults = new Set(['error-page-failure']);

/** A deterministic failure: 500 from the loader, then the error page itself fails while rendering. */
export function loader({ params }: Route.LoaderArgs) {
  if (process.env[testFaultsEnv] !== '1' || !faults.has(params.fault)) throw data(null, { status: 404 });
  throw data({ fault: params.fault }, { status: 500 });
}

export default function TestFaultPage() {
  return null;
}

/** A part of the error page that fails (as a broken shell part or catalogue would). */
function FailingErrorPagePart(): never {
  throw new Error('test fault: the error page fails while rendering');
}

/**
 * The error page with a failing part (storefront.md §2 layouts: "an error while showing the error page gives
 * 'An error occurred while showing the error page' with a link home").
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const homeHref = `/${params.domain ?? ''}`;
  if (status === 404) return <ErrorPage status={404} homeHref={homeHref} />;
  return (
    <ErrorPage status={status} homeHref={homeHref}>
      <FailingErrorPagePart />
    </ErrorPage>
  );
}
