import type { FastifyInstance } from 'fastify';
import type { PricingContext } from './pricing.service';

/** What pricing needs of the application: its database, menus cache and place lookups. */
export const pricingContextOf = (app: FastifyInstance): PricingContext => ({
  db: app.db.kysely,
  transact: (work) => app.db.transact(work),
  menusCache: app.menusCache,
  promotionsCache: app.promotionsCache,
  places: app.places,
});
