/** sessionStorage key of the last reload after a failed chunk load. */
export const chunkReloadKey = 'ratchet:chunk-reload-at';
/** At most one reload per 60 seconds (storefront.md §2, §9 chunk reload guard). */
export const chunkReloadIntervalMs = 60_000;

/** True when a reload may happen now; records the time when it answers true. */
export function mayReloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(chunkReloadKey) ?? '0');
  if (Number.isFinite(last) && now - last < chunkReloadIntervalMs) return false;
  storage.setItem(chunkReloadKey, String(now));
  return true;
}

/** True for the errors browsers raise when a lazily loaded chunk fails to load. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk \S+ failed/i.test(
    message,
  );
}

/** Reloads the page once per 60 s when a chunk fails to load (e.g. after a deploy). Returns the uninstaller. */
export function installChunkReloadGuard(): () => void {
  const onFailure = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    try {
      if (mayReloadForChunk(window.sessionStorage, Date.now())) window.location.reload();
    } catch {
      // sessionStorage may be unavailable (privacy mode): then never reload, to avoid a loop.
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
  const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message);
  const onPreloadError = (event: Event) => onFailure('payload' in event ? event.payload : undefined);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
