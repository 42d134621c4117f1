import { sql, type Kysely } from 'kysely';
import { createdAt, createIndex } from './builders';

/*
 * Money that comes back when an order is cancelled or rejected, and tips (issue 14, decision 0032).
 * - gift_card_refunds: the ledger line that credits a captured gift card redemption back to its card.
 *   One per redemption (unique), so however often a cancel is sent a card is credited once.
 * - coupons.voided_at: the next-order coupon of an order that was cancelled or rejected can no longer
 *   be used; the row stays, so the code still reads as void rather than unknown.
 * - orders.tip_cents: the tip of an online payment, never taxed, part of the total.
 * Indexes let the cancel find an order's redemptions and coupons without a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_card_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('gift_card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('redemption_id', 'text', (c) =>
      c.notNull().references('gift_card_redemptions.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('Cancelled', 'Rejected')`))
    .$call(createdAt)
    .addUniqueConstraint('gift_card_refunds_redemption_uq', ['redemption_id'])
    .execute();
  await createIndex(db, 'gift_card_refunds_card_idx', 'gift_card_refunds', ['gift_card_id', 'created_at']);
  await createIndex(db, 'gift_card_redemptions_order_idx', 'gift_card_redemptions', ['order_id']);

  await db.schema.alterTable('coupons').addColumn('voided_at', 'text').execute();
  await createIndex(db, 'coupons_issued_by_order_idx', 'coupons', ['issued_by_order_id']);
  await createIndex(db, 'coupons_redeemed_order_idx', 'coupons', ['redeemed_order_id']);

  await db.schema
    .alterTable('orders')
    .addColumn('tip_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tip_cents >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tip_cents').execute();
  await db.schema.dropIndex('coupons_redeemed_order_idx').execute();
  await db.schema.dropIndex('coupons_issued_by_order_idx').execute();
  await db.schema.alterTable('coupons').dropColumn('voided_at').execute();
  await db.schema.dropIndex('gift_card_redemptions_order_idx').execute();
  await db.schema.dropTable('gift_card_refunds').execute();
}
