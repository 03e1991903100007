import { HEADERS } from '@mall/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../../lib/errors';
import type { CartOwner } from '../../../../plugins/app/carts/carts-repository';

const UID_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A live bearer token wins; otherwise the device id the shell sends in the uid-token header. */
export async function resolveCartOwner(request: FastifyRequest): Promise<CartOwner> {
  const session = await request.resolveSession();
  if (session) return { memberId: session.memberId };
  const uid = request.headers[HEADERS.uidToken];
  if (typeof uid === 'string' && UID_TOKEN.test(uid)) return { uidToken: uid };
  throw badRequest('기기 정보를 확인할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.', 'UID_TOKEN_REQUIRED');
}
