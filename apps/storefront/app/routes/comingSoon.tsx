import { ComingSoon } from '../components/ComingSoon';
import type { Route } from './+types/comingSoon';

/** Route-table pages of later issues (storefront.md §2; account-area.md). */
export default function ComingSoonPage({ params }: Route.ComponentProps) {
  return <ComingSoon homeHref={`/${params.domain}`} />;
}
