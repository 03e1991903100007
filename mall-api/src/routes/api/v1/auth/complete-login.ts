import { HEADERS } from '@mall/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../../lib/errors';

/** What every way of logging in answers: the device's guest cart merged, a new token pair and the user. */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, memberId: number) {
  const uid = request.headers[HEADERS.uidToken];
  if (typeof uid === 'string' && uid) await app.cartsRepository.mergeIntoMember(uid, memberId);
  const tokens = await app.authRepository.issue(memberId);
  const user = await app.membersRepository.me(memberId);
  if (!user) throw unauthenticated();
  return { ...tokens, user };
}
