import { ComingSoon } from '../components/ComingSoon';
import type { Route } from './+types/checkoutSuccess';

/** Order confirmation (storefront.md §2); the checkout flow comes in a later issue. */
export default function CheckoutSuccess({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
