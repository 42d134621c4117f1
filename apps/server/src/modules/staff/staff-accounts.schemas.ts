import { STAFF_ACCOUNT_MESSAGES } from '@storefront/domain';
import { z } from 'zod';
import { pageNumberFields } from '../../http/pagination';
import { requiredText } from '../../http/validate';
import { password } from '../auth/auth.schemas';
import { requiredEmail } from '../customers/customers.schemas';

export const staffInviteSchema = z
  .object({
    name: requiredText('Please enter a name', 120, 'name must be at most 120 characters'),
    email: requiredEmail('Please enter an email'),
    restaurantIds: z
      .array(z.string().max(64), { message: STAFF_ACCOUNT_MESSAGES.chooseRestaurant })
      .min(1, STAFF_ACCOUNT_MESSAGES.chooseRestaurant)
      .max(100),
  })
  .strict();

export const staffAccountsQuerySchema = z.object(pageNumberFields(50)).strict();

export const staffAccountParams = z.object({ accountId: z.string().max(64) });
export const invitationParams = z.object({ token: z.string().max(200) });
export const invitationAcceptSchema = z.object({ password: password('Please enter a password') }).strict();

export type StaffInviteInput = z.output<typeof staffInviteSchema>;
