import { EMAIL_MAX_LENGTH } from '@storefront/domain';

/** What every email input has: the email keyboard, and no more characters than the server takes. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', maxLength: EMAIL_MAX_LENGTH } as const;
