import { z } from 'zod';
import { defineOperation } from '../operation';
import { featureFlagNames } from './featureFlags';
import type { FeatureFlagName } from './featureFlags';

/** `{ flagName: enabled }` for every flag of storefront.md §6. */
export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<FeatureFlagName, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** A sales-channel domain (storefront.md §3 Domain). */
export const domainSchema = z.object({
  domainId: z.string(),
  url: z.string(),
  origin: z.string(),
  host: z.string(),
  pathPrefix: z.string(),
  currencyId: z.string(),
  snippetSetId: z.string(),
  languageId: z.string(),
  languageName: z.string(),
  languageLabel: z.string(),
  languageLocaleCode: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

export const readFeatureFlags = defineOperation('readFeatureFlags get /ratchet/feature-flags', {
  response: featureFlagsSchema,
  access: 'anonymous',
});

export const readDomains = defineOperation('readDomains get /ratchet/domains', {
  response: z.array(domainSchema),
  access: 'anonymous',
});

export const health = defineOperation('health get /_info/health', {
  response: z.object({ status: z.literal('ok') }),
  access: 'anonymous',
});

/** Feature flags, domains and health. */
export const systemOperations = { readFeatureFlags, readDomains, health } as const;
