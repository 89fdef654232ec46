import type { Hono } from 'hono';
import {
  addOfferToCart,
  downloadOfferPdf,
  listOffers,
  readOfferDetail,
  requestOffer,
} from '@ratchet/store-api-contract';
import type { AppDeps, AppEnv } from '../../platform/http/env';
import { present } from '../../platform/http/required';
import { route } from '../../platform/http/route';
import * as offers from './service';

/** Offers (issue 13; account-area.md §3 Offer, §4 open/processed, §7 offer/history): request, list, PDF, to cart. */
export function registerOfferRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  route(app, requestOffer, ({ actor, body, context }) =>
    offers.requestOffer(db, actor, context, deps.config.publicUrl, present(body, 'body')),
  );
  route(app, listOffers, ({ actor, query, context }) => offers.listOffers(db, actor, context, present(query, 'query')));
  route(app, readOfferDetail, ({ actor, query, context }) =>
    offers.readOffer(db, actor, context, present(query, 'query').offerNumber),
  );
  route(app, downloadOfferPdf, ({ actor, params, context }) =>
    offers.offerPdf(db, actor, context, present(params, 'path').offerNumber),
  );
  route(app, addOfferToCart, ({ actor, params, context }) =>
    offers.addOfferToCart(db, actor, context, deps.config.publicUrl, present(params, 'path').offerNumber),
  );
}
