import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { fieldErrorOf } from './components/settings-form';

describe('a settings form reads the server’s refusal', () => {
  it('takes the field and the message of a 400 that names one', () => {
    const refusal = new ApiRequestError(400, 'VALIDATION_FAILED', 'price: Price must be at least 0');
    expect(fieldErrorOf(refusal)).toEqual({ field: 'price', message: 'Price must be at least 0' });
    const nested = new ApiRequestError(400, 'VALIDATION_FAILED', 'sizes.1.name: Please enter a size name');
    expect(fieldErrorOf(nested)).toEqual({ field: 'sizes.1.name', message: 'Please enter a size name' });
  });

  it('names no field for other refusals', () => {
    expect(fieldErrorOf(new ApiRequestError(400, 'X', 'The request is not valid.'))).toBeNull();
    expect(fieldErrorOf(new ApiRequestError(403, 'OWNER_ONLY', 'a: b'))).toBeNull();
    expect(fieldErrorOf(new Error('price: nope'))).toBeNull();
  });
});
