import { z } from 'zod';
import { requiredText } from '../../http/validate';

export const staffLoginSchema = z
  .object({
    email: requiredText('Please enter your email', 254, 'email must be at most 254 characters'),
    password: z
      .string({ message: 'Please enter password' })
      .min(1, 'Please enter password')
      .max(200, 'password must be at most 200 characters'),
  })
  .strict();
