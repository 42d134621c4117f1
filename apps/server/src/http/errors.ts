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
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
