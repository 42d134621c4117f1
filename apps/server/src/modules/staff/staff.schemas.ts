import { z } from 'zod';

export const staffLoginSchema = z
  .object({
    email: z
      .string({ message: 'Please enter your email' })
      .trim()
      .min(1, 'Please enter your email')
      .max(254, 'email must be at most 254 characters'),
    password: z
      .string({ message: 'Please enter password' })
      .min(1, 'Please enter password')
      .max(200, 'password must be at most 200 characters'),
  })
  .strict();
