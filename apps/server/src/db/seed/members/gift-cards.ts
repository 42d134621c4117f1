/* The demo member's gift card orders and cards: the card orders draw on, a spent one and a bundle's. */
import { randomInt } from 'node:crypto';
import { newId, randomToken } from '../../ids';
import type { NewRow } from '../../schema';
import type { MemberRow } from './accounts';
import type { MemberSeed } from './types';

function giftCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

export function giftCardRows(
  { plan, rel, tenantId }: MemberSeed,
  demo: MemberRow & { id: string },
  demoCardId: string,
  giftCardUsed: number,
  redemptions: NewRow<'gift_card_redemptions'>[],
): {
  giftCardOrders: NewRow<'gift_card_orders'>[];
  giftCards: NewRow<'gift_cards'>[];
  giftCardOrderNumber: number;
} {
  const demoId = demo.id;
  const { single, bundle } = plan.giftCardProducts;
  let giftCardOrderNumber = plan.sequences.giftCardOrder;
  const giftCardOrderBase = {
    tenant_id: tenantId,
    restaurant_id: plan.restaurant.id,
    customer_id: demoId,
    payment_method: 'Offline' as const,
    payment_status: 'Paid',
    status: 'Fulfilled',
    name_ordered_under: `${demo.first_name} ${demo.last_name}`,
    first_name: demo.first_name,
    last_name: demo.last_name,
    email: demo.email,
    phone: demo.telephone,
  };
  const digitalOrderId = newId();
  const physicalOrderId = newId();
  const giftCardOrders: NewRow<'gift_card_orders'>[] = [
    {
      ...giftCardOrderBase,
      id: digitalOrderId,
      gift_card_product_id: single.id,
      gift_card_order_number: ++giftCardOrderNumber,
      idempotency_key: randomToken(),
      gift_card_type: 'Digital',
      gift_card_product_name: single.name,
      gift_card_product_unit_price_cents: single.price_cents,
      quantity: 1,
      gift_card_quantity: 1,
      gift_card_unit_price_cents: single.unit_price_cents,
      price_cents: single.price_cents,
      order_link: `/giftcardorder/${digitalOrderId}`,
      created_at: rel.instant(-50),
      updated_at: rel.instant(-50, 30),
    },
    {
      ...giftCardOrderBase,
      id: physicalOrderId,
      gift_card_product_id: bundle.id,
      gift_card_order_number: ++giftCardOrderNumber,
      idempotency_key: randomToken(),
      gift_card_type: 'Physical',
      gift_card_product_name: bundle.name,
      gift_card_product_unit_price_cents: bundle.price_cents,
      quantity: 1,
      gift_card_quantity: bundle.quantity,
      gift_card_unit_price_cents: bundle.unit_price_cents,
      price_cents: bundle.price_cents,
      order_link: `/giftcardorder/${physicalOrderId}`,
      created_at: rel.instant(-45),
      updated_at: rel.instant(-44),
    },
  ];
  const spentCardId = newId();
  const giftCards: NewRow<'gift_cards'>[] = [
    {
      id: demoCardId,
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: demoId,
      gift_card_order_id: digitalOrderId,
      kind: 'Digital',
      initial_balance_cents: single.unit_price_cents,
      balance_cents: single.unit_price_cents - giftCardUsed,
      pending_balance_cents: single.unit_price_cents - giftCardUsed,
      created_at: rel.instant(-50, 30),
      updated_at: rel.instant(-10),
    },
    {
      id: spentCardId,
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: demoId,
      gift_card_order_id: null,
      kind: 'Digital',
      initial_balance_cents: 2500,
      balance_cents: 0,
      pending_balance_cents: 0,
      created_at: rel.instant(-100),
      updated_at: rel.instant(-70),
    },
    // The bundle's two physical cards: one kept by the member, one given away.
    ...Array.from({ length: bundle.quantity }, (_, i) => ({
      id: newId(),
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: i === 0 ? demoId : null,
      gift_card_order_id: physicalOrderId,
      kind: 'Physical' as const,
      initial_balance_cents: bundle.unit_price_cents,
      balance_cents: bundle.unit_price_cents,
      pending_balance_cents: bundle.unit_price_cents,
      created_at: rel.instant(-44),
      updated_at: rel.instant(-44),
    })),
  ];
  if (giftCardUsed > single.unit_price_cents) throw new Error('Seed: the gift card cannot pay that much');
  redemptions.push({
    id: newId(),
    tenant_id: tenantId,
    gift_card_id: spentCardId,
    order_id: null,
    amount_cents: 2500,
    status: 'captured',
    expires_at: rel.instant(-70, 15),
    created_at: rel.instant(-70),
    updated_at: rel.instant(-70),
  });
  return { giftCardOrders, giftCards, giftCardOrderNumber };
}
