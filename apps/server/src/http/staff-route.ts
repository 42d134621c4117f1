import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { StaffPrincipal } from './staff-principal';
import { parse } from './validate';

/** A staff route's answer: the signed-in staff member, the ids its path names, the request (its body). */
type StaffAnswer<Ids> = (principal: StaffPrincipal, ids: Ids, request: FastifyRequest) => Promise<unknown>;

/**
 * The staff routes on what one path names (`/orders/:orderId`), under the /api/staff hook's sign-in:
 * `on('POST', '/ready', answer)` serves `/orders/:orderId/ready`, `params` reading the path's ids
 * first (a 400 naming a bad one).
 */
export function staffRoutesOn<Params extends z.ZodType>(app: FastifyInstance, base: string, params: Params) {
  return (method: HTTPMethods, path: string, answer: StaffAnswer<z.output<Params>>): void => {
    app.route({
      method,
      url: `${base}${path}`,
      handler: async (request) => {
        const principal = request.staff;
        return answer(principal, parse(params, request.params), request);
      },
    });
  };
}
