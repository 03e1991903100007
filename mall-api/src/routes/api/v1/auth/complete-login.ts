import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../../lib/errors';
import { handOverTokens } from '../../../../lib/refresh-cookie';

/** What every way of logging in answers: the device's guest cart merged, a new token pair and the user. */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, memberId: number) {
  // Only a device id mall-api issued can hand its cart over: a guessed one was replaced and merges nothing.
  await app.cartsRepository.mergeIntoMember(request.uidToken, memberId);
  await app.membersRepository.recordLogin(memberId);
  const tokens = handOverTokens(reply, request, await app.authRepository.issue(memberId));
  const user = await app.membersRepository.me(memberId);
  if (!user) throw unauthenticated();
  return { ...tokens, user };
}
