import type { OnlinePayment } from '@storefront/domain';
import { apiPost } from '../lib/api-client';

/*
 * POST /payments/{id}/confirm (issue 14): the built-in test provider's card form, or its extra
 * confirmation step, or a saved card, for the payment of an order or a gift card order. Once it is authorised the
 * server has written what it paid for; the checkout asks for it with its attempt's key.
 */
export const confirmPayment = (
  paymentId: string,
  body:
    | { card: { number: string; expiry: string; cvc: string; postalCode: string; name: string } }
    | { authentication: 'complete' | 'fail' }
    /** One of the signed-in member's saved cards (its _id). */
    | { paymentMethod: string },
) => apiPost<{ payment: OnlinePayment }>(`/payments/${encodeURIComponent(paymentId)}/confirm`, body);

/** The PaymentIntent statuses in which the card's money is held or taken. */
export const isAuthorisedStatus = (status: string) => status === 'requires_capture' || status === 'succeeded';
