import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../../lib/errors';
import { setRefreshCookie } from '../../../../lib/refresh-cookie';

/** What every way of logging in answers: the device's guest cart merged, a new token pair and the user. */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, memberId: number) {
  // Only a device id mall-api issued can hand its cart over: a guessed one was replaced and merges nothing.
  await app.cartsRepository.mergeIntoMember(request.uidToken, memberId);
  await app.membersRepository.recordLogin(memberId);
  const tokens = await app.authRepository.issue(memberId);
  setRefreshCookie(reply, request, tokens.refresh_token);
  const user = await app.membersRepository.me(memberId);
  if (!user) throw unauthenticated();
  return { ...tokens, user };
}
