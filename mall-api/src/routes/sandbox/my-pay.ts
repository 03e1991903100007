import { CARD_COMPANIES } from '@mall/shared-contracts/order';
import { boundedText, INPUT_LIMITS } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANKS } from '../../plugins/app/cs/informations/banks';
import { escapeHtml, htmlPage, sendHtml } from '../../lib/html';
import { maskPayNumber, sandboxMyPayPage } from '../../plugins/app/order/payments/my-pay';

const BANNER = '<span class="badge">SANDBOX 간편결제</span>';
const params = z.object({ registrationId: boundedText(INPUT_LIMITS.shortText) });
type Registration = NonNullable<Awaited<ReturnType<typeof sandboxMyPayPage.find>>>;

const backTo = (url: string, result: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(result).toString()}`;

/** Luhn: the check digit every real card number carries (a typo rarely passes it). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 14 && sum % 10 === 0;
}

function form(r: Registration, error = '') {
  const isCard = r.kind === 'card';
  const issuers = (isCard ? CARD_COMPANIES.map((c) => c.name) : BANKS.map((b) => b.name)).map((name) => `<option>${escapeHtml(name)}</option>`).join('');
  const fields = isCard
    ? `<label for="issuer">카드사</label><select id="issuer" name="issuer">${issuers}</select>
<label for="number">카드 번호 (숫자 16자리)</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="19" required>
<label for="expiry">유효기간 (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required>`
    : `<label for="issuer">은행</label><select id="issuer" name="issuer">${issuers}</select>
<label for="number">계좌 번호 (숫자 10~14자리)</label><input id="number" name="number" inputmode="numeric" maxlength="20" required>
<label for="holder">예금주</label><input id="holder" name="holder" maxlength="20" required>`;
  return htmlPage(
    `${isCard ? '카드' : '계좌'} 등록 (샌드박스)`,
    `${BANNER}<h1>${isCard ? '카드' : '계좌'} 등록</h1><p class="sub">케이몰 데모용 간편결제 등록 화면입니다. 실제 카드·계좌는 등록되지 않으며, 실제 제공사처럼 번호를 확인하고 등록·취소를 고를 수 있습니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${fields}<div class="actions"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>등록 취소</button><button type="submit" name="action" value="register">등록하기</button></div></form>`,
  );
}

const expired = (r: Registration) => r.expiresAt.getTime() < Date.now();

/**
 * The sandbox easy-pay provider's registration page (outside production): the shopper enters a card
 * (number with a valid check digit, expiry not past) or a bank account, or cancels; the provider then
 * sends the shopper back to the shop, which asks it for the result server to server.
 */
export const sandboxMyPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gone = (title: string, message: string) => htmlPage(title, `${BANNER}<h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(message)}</p>`);

  app.get('/sandbox/my-pay/:registrationId', { schema: { hide: true, params } }, async (request, reply) => {
    const r = await sandboxMyPayPage.find(app.db, request.params.registrationId);
    if (!r) return sendHtml(reply, gone('결제수단 등록', '유효하지 않은 등록 요청입니다.'), 404);
    if (r.state !== 'ready' || expired(r))
      return sendHtml(
        reply,
        htmlPage(
          '결제수단 등록',
          `${BANNER}<h1>이미 처리되었거나 시간이 지난 등록 요청입니다</h1><p><a href="${escapeHtml(r.returnUrl)}">쇼핑몰로 돌아가기</a></p>`,
        ),
      );
    return sendHtml(reply, form(r));
  });

  app.post('/sandbox/my-pay/:registrationId', { schema: { hide: true, params } }, async (request, reply) => {
    const { registrationId } = request.params;
    const r = await sandboxMyPayPage.find(app.db, registrationId);
    if (!r) return sendHtml(reply, gone('결제수단 등록', '유효하지 않은 등록 요청입니다.'), 404);
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (body.action === 'cancel') {
      await sandboxMyPayPage.finish(app.db, registrationId, { state: 'cancelled' });
      return reply.redirect(backTo(r.returnUrl, { registration_id: registrationId, result: 'cancel' }), 303);
    }
    if (r.state !== 'ready' || expired(r)) return sendHtml(reply, gone('결제수단 등록', '이미 처리되었거나 시간이 지난 등록 요청입니다.'), 410);
    const digits = (body.number ?? '').replace(/[\s-]/g, '');
    const issuers: readonly string[] = r.kind === 'card' ? CARD_COMPANIES.map((c) => c.name) : BANKS.map((b) => b.name);
    const issuer = body.issuer ?? '';
    if (!issuers.includes(issuer)) return sendHtml(reply, form(r, r.kind === 'card' ? '카드사를 선택해 주세요.' : '은행을 선택해 주세요.'), 422);
    if (r.kind === 'card') {
      if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) return sendHtml(reply, form(r, '카드 번호를 정확하게 입력해 주세요.'), 422);
      const m = /^(\d{2})\/(\d{2})$/.exec(body.expiry ?? '');
      const month = Number(m?.[1]);
      const endOfMonth = m ? Date.UTC(2000 + Number(m[2]), month, 1) : 0;
      if (!m || month < 1 || month > 12 || endOfMonth <= Date.now()) return sendHtml(reply, form(r, '유효기간을 정확하게 입력해 주세요.'), 422);
    } else {
      if (!/^\d{10,14}$/.test(digits)) return sendHtml(reply, form(r, '계좌 번호를 정확하게 입력해 주세요.'), 422);
      if (!(body.holder ?? '').trim()) return sendHtml(reply, form(r, '예금주를 입력해 주세요.'), 422);
    }
    await sandboxMyPayPage.finish(app.db, registrationId, { state: 'registered', issuerName: issuer, maskedNumber: maskPayNumber(r.kind, digits) });
    return reply.redirect(backTo(r.returnUrl, { registration_id: registrationId, result: 'success' }), 303);
  });
};
