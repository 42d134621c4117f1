import { isId } from '../db/ids';

/** An error meant for the client: its status, a stable code and a message a person understands. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `notFound('Restaurant')` answers 404 "Restaurant not found." */
export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found.`);
/**
 * The row that `find` finds by `id`, or a 404 naming `what`: an id that is not of our form finds
 * nothing without asking the database.
 */
export async function foundById<Row>(
  what: string,
  id: string,
  find: (id: string) => Promise<Row | undefined>,
): Promise<NonNullable<Row>> {
  const row = isId(id) ? await find(id) : undefined;
  if (!row) throw notFound(what);
  return row;
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
