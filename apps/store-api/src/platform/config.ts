import { tmpdir } from 'node:os';
import path from 'node:path';

/** Server settings, read once from the environment (CLI flags override). */
export interface ServerConfig {
  /** `production` turns off response validation. */
  readonly nodeEnv: string;
  /** Maintenance mode forced on (env `RATCHET_MAINTENANCE=1` or `serve --maintenance`). */
  readonly maintenance: boolean;
  /** Default request body limit in bytes (1 MB). */
  readonly bodyLimit: number;
  /** Public origin of this server, used for media URLs. */
  readonly publicUrl: string;
  /** Public origin of the storefront, used for domain URLs (`http://127.0.0.1:3000`). */
  readonly storefrontUrl: string;
  /** Directory of the rendered raster thumbnails (env `RATCHET_THUMBNAIL_DIR`; default `<os tmp>/ratchet-thumbnails`). */
  readonly thumbnailDir: string;
}

export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env;
  const port = env.STORE_API_PORT ?? '8000';
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    maintenance: env.RATCHET_MAINTENANCE === '1' || env.RATCHET_MAINTENANCE === 'true',
    bodyLimit: 1024 * 1024,
    publicUrl: env.STORE_API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    storefrontUrl: env.STOREFRONT_URL ?? `http://127.0.0.1:${env.STOREFRONT_PORT ?? '3000'}`,
    thumbnailDir: env.RATCHET_THUMBNAIL_DIR ?? path.join(tmpdir(), 'ratchet-thumbnails'),
    ...overrides,
  };
}
