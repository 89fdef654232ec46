import { LoadingBar } from '@ratchet/ui';
import { useNavigation } from 'react-router';

/** The route progress bar: starts on a route or parameter change, ends when loading completes (storefront.md §2). */
export function RouteProgress() {
  const navigation = useNavigation();
  return <LoadingBar loading={navigation.state !== 'idle'} throttle={200} />;
}
