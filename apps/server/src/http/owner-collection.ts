import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import { parsePageQuery, type PageQuery } from './pagination';
import { parseOwnerWrite } from './image-hosts';
import { parse } from './validate';
import { signedInOwner } from '../plugins/staff-session';
import type { StaffPrincipal } from './staff-principal';

/** One of the owner console's collections (coupons, promotions, gift card products) and its service. */
export interface OwnerCollection<Schema extends z.ZodType> {
  /** The collection's path under /api/staff: '/coupons'. */
  path: string;
  /** The name of an item's id in its path: 'couponId' (a validation message names it). */
  idParam: string;
  /** The body of a create or a change. */
  input: Schema;
  list(db: Executor, principal: StaffPrincipal, query: PageQuery): Promise<unknown>;
  create(db: Executor, principal: StaffPrincipal, input: z.output<Schema>, now: Date): Promise<unknown>;
  /** Absent where an item is never edited, only created and deleted. */
  change?(
    db: Executor,
    principal: StaffPrincipal,
    id: string,
    input: z.output<Schema>,
    now: Date,
  ): Promise<unknown>;
  remove(db: Executor, principal: StaffPrincipal, id: string, now: Date): Promise<void>;
}

/**
 * The routes of an owner-console collection: GET the page, POST a new item (201), PUT an item's
 * change, DELETE an item (204), behind the /api/staff hook's sign-in; a create or a change refuses
 * staff (a 403) before reading the body, and an image on a host not allowed (a 400). The service
 * checks that the staff member is the owner.
 */
export function registerOwnerCollection<Schema extends z.ZodType>(
  app: FastifyInstance,
  collection: OwnerCollection<Schema>,
): void {
  const { path, idParam, input } = collection;
  const itemPath = `${path}/:${idParam}`;
  const params = z.object({ [idParam]: z.string().max(100) });
  const db = () => app.db.kysely;
  const idOf = (request: FastifyRequest) => parse(params, request.params)[idParam]!;
  const inputOf = (request: FastifyRequest) => parseOwnerWrite(input, request.body, app.imageHosts);

  app.get(path, async (request) => collection.list(db(), request.staff, parsePageQuery(request)));

  app.post(path, async (request, reply) => {
    const principal = signedInOwner(request);
    const body = inputOf(request);
    return reply.status(201).send(await collection.create(db(), principal, body, app.now()));
  });

  const { change } = collection;
  if (change) {
    app.put(itemPath, async (request) => {
      const principal = signedInOwner(request);
      const id = idOf(request);
      return change(db(), principal, id, inputOf(request), app.now());
    });
  }

  app.delete(itemPath, async (request, reply) => {
    const principal = request.staff;
    await collection.remove(db(), principal, idOf(request), app.now());
    return reply.status(204).send();
  });
}
