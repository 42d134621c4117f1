import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/errors';
import { registerErrorHandling } from './errors';

/* A database restart (issue 16 item 9): the errors pg raises while it is away, and the answer. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for what pg reports while PostgreSQL restarts or refuses connections', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is shutting down'),
      pgError('08006', 'connection failure'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('is false for a request the database refused', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed'),
      new Error('boom'),
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers 503 with a message and Retry-After while the database is away', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/order', async () => {
      throw pgError('57P01', 'terminating connection due to administrator command');
    });
    const response = await app.inject({ url: '/order' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({
      message: 'We are briefly unable to reach our database. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });
    await app.close();
  });
});
