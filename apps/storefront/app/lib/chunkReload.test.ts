import { describe, expect, it } from 'vitest';
import { chunkReloadIntervalMs, chunkReloadKey, isChunkLoadError, mayReloadForChunk } from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk-load failure reload guard (storefront.md §2, §9: at most once per 60 seconds)', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe('1000000');
  });

  it('refuses a second reload within 60 seconds and allows it after', () => {
    const storage = memoryStorage({ [chunkReloadKey]: '1000000' });
    expect(mayReloadForChunk(storage, 1_000_000 + chunkReloadIntervalMs - 1)).toBe(false);
    expect(mayReloadForChunk(storage, 1_000_000 + chunkReloadIntervalMs)).toBe(true);
  });

  it('treats a garbled timestamp as no earlier reload', () => {
    expect(mayReloadForChunk(memoryStorage({ [chunkReloadKey]: 'garbage' }), 5)).toBe(true);
  });

  it('recognises the browsers’ chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
