import { z } from 'zod';
import { paymentMethodIds, shippingMethodIds } from '../checkout/schemas';
import { defineOperation } from '../operation';

/** The session context (storefront.md §3 "Session context"), shaped like Shopware's SalesChannelContext. */
export const salesChannelContextSchema = z.object({
  token: z.string(),
  salesChannel: z.object({
    id: z.string(),
    name: z.string(),
    navigationCategoryId: z.string(),
    serviceCategoryId: z.string().nullable(),
    footerCategoryId: z.string().nullable(),
    countriesCategoryId: z.string().nullable(),
    languageId: z.string(),
    currencyId: z.string(),
    /** Maintenance mode: the storefront shows its maintenance page. */
    maintenance: z.boolean(),
    apiAlias: z.literal('sales_channel'),
  }),
  context: z.object({
    languageIdChain: z.array(z.string()),
    currencyId: z.string(),
    apiAlias: z.literal('context'),
  }),
  currency: z.object({
    id: z.string(),
    isoCode: z.string(),
    symbol: z.string(),
    decimalPrecision: z.number(),
    apiAlias: z.literal('currency'),
  }),
  languageInfo: z.object({ localeCode: z.string(), name: z.string() }),
  domainId: z.string().nullable(),
  customer: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      active: z.boolean(),
      companyId: z.string(),
      apiAlias: z.literal('customer'),
    })
    .nullable(),
  apiAlias: z.literal('sales_channel_context'),
});
export type SalesChannelContext = z.infer<typeof salesChannelContextSchema>;

export const readContext = defineOperation('readContext get /context', {
  response: salesChannelContextSchema,
  access: 'anonymous',
});

export const updateContext = defineOperation('updateContext patch /context', {
  body: z
    .object({
      languageId: z.string().min(1).optional(),
      currencyId: z.string().min(1).optional(),
      domainId: z.string().min(1).optional(),
      /** The cart's shipping method (Shopware); `pickup` is the shipping option pickup. The cart recalculates. */
      shippingMethodId: z.enum(shippingMethodIds).optional(),
      /** The cart's payment method (Shopware); a method the credit limit excludes makes the cart blocked. */
      paymentMethodId: z.enum(paymentMethodIds).optional(),
    })
    .strict(),
  response: z.object({ contextToken: z.string(), redirectUrl: z.string().nullable().optional() }),
  access: 'anonymous',
});

/** Context read and update. */
export const contextOperations = { readContext, updateContext } as const;
