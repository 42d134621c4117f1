import { stationName } from '@storefront/domain';
import { z } from 'zod';
import { pageQueryFields } from '../../http/pagination';

/* The kitchen display's requests under /api/staff (issue 29 item 6; decision 0085). */

export const kitchenQuerySchema = z
  .object({
    restaurantId: z
      .string({ message: 'restaurantId is required' })
      .min(1, 'restaurantId is required')
      .max(64),
    station: stationName,
    ...pageQueryFields,
  })
  .strict();

export const bumpParams = z.object({ orderId: z.string().max(64), station: stationName });

export const strikeParams = z.object({ orderId: z.string().max(64), lineId: z.string().max(64) });

export type KitchenQuery = z.output<typeof kitchenQuerySchema>;
