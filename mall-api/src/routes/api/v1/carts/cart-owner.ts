import type { FastifyRequest } from 'fastify';
import type { CartOwner } from '../../../../plugins/app/order/carts/carts-repository';

/**
 * A live bearer token wins; otherwise the device's uid-token, which mall-api issued (a missing or
 * unknown one was replaced by a new id before the route ran: plugins/app/order/carts/uid-tokens.ts).
 */
export async function resolveCartOwner(request: FastifyRequest): Promise<CartOwner> {
  const session = await request.resolveSession();
  if (session) return { memberId: session.memberId };
  return { uidToken: request.uidToken };
}
