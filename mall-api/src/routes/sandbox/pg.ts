import { formatKstDateTime, formatPrice } from '@mall/shared-contracts';
import { CHECKOUT_API, CHECKOUT_RULES, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@mall/shared-contracts/order';
import { boundedText, INPUT_LIMITS } from '@mall/shared-contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../../lib/html';
import { sandboxPgPage } from '../../plugins/app/order/payments/payment-gateway';

const BANNER = '<span class="badge">SANDBOX PG</span>';
const DAY = 86_400_000;
const params = z.object({ tid: boundedText(INPUT_LIMITS.shortText) });

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

type Tx = NonNullable<Awaited<ReturnType<typeof sandboxPgPage.find>>>;

const backTo = (url: string, result: Record<string, string> = {}) => {
  const query = new URLSearchParams(result).toString();
  return query ? `${url}?${query}` : url;
};

/** What the transaction is for now: a virtual account partly cancelled before its deposit expects less (issue 25 item 5). */
const amountOf = (tx: Tx) => (tx.state === 'vbank_issued' ? tx.amount - tx.cancelledAmount : tx.amount);

function summary(tx: Tx) {
  const method = tx.method as PaymentMethod;
  const card = method === 'card' ? `<tr><th>할부</th><td>${tx.installmentMonths ? `${tx.installmentMonths}개월` : '일시불'}</td></tr>` : '';
  return `<table><tbody>
<tr><th>가맹점</th><td>케이몰</td></tr>
<tr><th>주문</th><td>${escapeHtml(tx.orderName)}<br>${escapeHtml(tx.orderNo)}</td></tr>
<tr><th>결제 수단</th><td>${escapeHtml(PAYMENT_METHOD_LABELS[method] ?? tx.method)}${tx.methodDetail ? `<br>${escapeHtml(tx.methodDetail)}` : ''}</td></tr>${card}
<tr><th>${tx.state === 'vbank_issued' ? '입금할 금액' : '결제 금액'}</th><td><strong data-testid="pg-amount">${formatPrice(amountOf(tx))}</strong></td></tr>
</tbody></table>`;
}

function paymentPage(tx: Tx) {
  const method = tx.method as PaymentMethod;
  const label = PAYMENT_METHOD_LABELS[method] ?? tx.method;
  if (tx.state === 'vbank_issued')
    return htmlPage(
      '가상계좌 입금 (샌드박스)',
      `${BANNER}<h1>가상계좌 입금 대기</h1><p class="sub">아래 계좌로 입금하면 주문이 결제완료로 바뀝니다. 샌드박스에서는 버튼으로 입금을 대신합니다.</p>${summary(tx)}
<p><strong>${escapeHtml(tx.vbankName ?? '')} ${escapeHtml(tx.vbankAccount ?? '')}</strong> (예금주 케이몰)<br>입금 기한: ${formatKstDateTime(new Date(tx.createdAt.getTime() + CHECKOUT_RULES.virtualAccountDays * DAY))}</p>
<form method="post"><div class="actions"><a class="secondary" href="${escapeHtml(tx.returnUrl)}">쇼핑몰로 돌아가기</a><button type="submit" name="action" value="deposit">입금하기</button></div></form>`,
    );
  if (tx.state !== 'ready')
    return htmlPage(
      '결제 (샌드박스)',
      `${BANNER}<h1>이미 처리된 결제입니다</h1>${summary(tx)}<p><a href="${escapeHtml(tx.returnUrl)}">쇼핑몰로 돌아가기</a></p>`,
    );
  const actions =
    method === 'virtual_account'
      ? `<button type="submit" name="action" value="cancel" class="secondary">결제 취소</button><button type="submit" name="action" value="issue">가상계좌 발급</button>`
      : `<button type="submit" name="action" value="cancel" class="secondary">결제 취소</button><button type="submit" name="action" value="approve">결제하기</button>
<button type="submit" name="action" value="decline" class="secondary">승인 거절 (한도 초과)</button><button type="submit" name="action" value="close" class="secondary">결제 후 창 닫기 (늦은 통보)</button>`;
  return htmlPage(
    `${label} 결제 (샌드박스)`,
    `${BANNER}<h1>${escapeHtml(label)} 결제</h1><p class="sub">케이몰 데모용 결제 화면입니다. 실제 결제는 일어나지 않으며, 실제 PG처럼 승인·거절·취소와 늦은 승인 통보를 고를 수 있습니다.</p>
${summary(tx)}<form method="post"><div class="actions">${actions}</div></form>`,
  );
}

/**
 * The sandbox PG's payment page (outside production), where the shopper finishes a payment the way
 * a real PG's page lets them: approve, be declined, cancel, or approve and close the window (the shop
 * then hears of it only from the PG's server-to-server notification). Virtual accounts are issued
 * here and "deposited" later, which the PG notifies too.
 */
export const sandboxPgRoutes: FastifyPluginAsyncZod = async (app) => {
  const notify = (tx: Tx, event: 'approved' | 'deposited') =>
    app.inject({
      method: 'POST',
      url: CHECKOUT_API.pgCallback,
      payload: { pg_tid: tx.tid, event, amount: amountOf(tx), signature: app.paymentGateway.sign(tx.tid, event, amountOf(tx)) },
    });

  app.get('/sandbox/pg/:tid', { schema: { hide: true, params } }, async (request, reply) => {
    const tx = await sandboxPgPage.find(app.db, request.params.tid);
    if (!tx) return sendHtml(reply, htmlPage('결제 (샌드박스)', `${BANNER}<h1>결제</h1><p class="error">유효하지 않은 결제 요청입니다.</p>`), 404);
    return sendHtml(reply, paymentPage(tx));
  });

  app.post('/sandbox/pg/:tid', { schema: { hide: true, params } }, async (request, reply) => {
    const { tid } = request.params;
    const tx = await sandboxPgPage.find(app.db, tid);
    if (!tx) return sendHtml(reply, htmlPage('결제 (샌드박스)', `${BANNER}<h1>결제</h1><p class="error">유효하지 않은 결제 요청입니다.</p>`), 404);
    const action = ((request.body ?? {}) as Record<string, string | undefined>).action;
    const move = (from: string[], values: Parameters<typeof sandboxPgPage.move>[3]) => sandboxPgPage.move(app.db, tid, from, values);
    const done = (html: string) => sendHtml(reply, html);
    switch (action) {
      case 'approve':
        if (!(await move(['ready'], { state: 'authorized' }))) return done(paymentPage(tx));
        return reply.redirect(backTo(tx.returnUrl, { pg_tid: tid, result: 'success' }), 303);
      case 'decline':
        if (!(await move(['ready'], { state: 'declined', declineCode: 'LIMIT_EXCEEDED' }))) return done(paymentPage(tx));
        return reply.redirect(backTo(tx.returnUrl, { pg_tid: tid, result: 'fail' }), 303);
      case 'cancel':
        if (!(await move(['ready'], { state: 'user_cancelled' }))) return done(paymentPage(tx));
        return reply.redirect(backTo(tx.returnUrl, { pg_tid: tid, result: 'cancel' }), 303);
      case 'issue':
        if (tx.method !== 'virtual_account' || !(await move(['ready'], { state: 'vbank_issued', ...sandboxPgPage.vbankFor(tid) })))
          return done(paymentPage(tx));
        return reply.redirect(backTo(tx.returnUrl, { pg_tid: tid, result: 'success' }), 303);
      case 'close':
        if (!(await move(['ready'], { state: 'authorized' }))) return done(paymentPage(tx));
        await notify(tx, 'approved');
        return done(
          htmlPage(
            '결제 (샌드박스)',
            `${BANNER}<h1>결제 창이 닫혔습니다</h1><p>결제는 승인되었고, PG가 케이몰에 승인을 통보했습니다.</p><p><a href="${escapeHtml(backTo(tx.returnUrl))}">쇼핑몰로 돌아가기</a></p>`,
          ),
        );
      case 'deposit':
        if (!(await move(['vbank_issued'], { state: 'deposited' }))) return done(paymentPage(tx));
        await notify(tx, 'deposited');
        return done(
          htmlPage(
            '입금 완료 (샌드박스)',
            `${BANNER}<h1>입금되었습니다</h1><p>PG가 케이몰에 입금을 통보했습니다.</p><p><a href="${escapeHtml(backTo(tx.returnUrl))}">쇼핑몰로 돌아가기</a></p>`,
          ),
        );
      default:
        return sendHtml(reply, paymentPage(tx), 422);
    }
  });
};
