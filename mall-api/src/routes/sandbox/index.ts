import { API, formatKstDateTime } from '@mall/shared-contracts';
import {
  IdentityTokenParamSchema,
  OutboxListSchema,
  OutboxQuerySchema,
  SandboxCaptchaAnswerSchema,
  SandboxCaptchaQuerySchema,
} from '@mall/shared-contracts/schemas';
import { normalizePhone, isValidPhone } from '@mall/shared-contracts/member';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxEnabled } from '../../lib/environment';
import { notFound } from '../../lib/errors';
import { escapeHtml, htmlPage, sendHtml } from '../../lib/html';
import { errorResponses } from '../../lib/route-schemas';
import { CAPTCHA_MESSAGES } from '../../plugins/app/platform/auth/captchas';
import { sandboxCiOf } from '../../plugins/app/platform/identity/identity-provider';
import { sandboxPgRoutes } from './pg';
import { sandboxSocialRoutes } from './social';
import { sandboxMyPayRoutes } from './my-pay';

/** The identity provider's page is a popup the storefront polls (sendHtml `popup`). */
const sendPopup = (reply: FastifyReply, html: string, status = 200) => sendHtml(reply, html, status, { popup: true });

const BANNER = '<span class="badge">SANDBOX</span>';

function identityForm(token: string, error = '') {
  return htmlPage(
    '본인인증 (샌드박스)',
    `${BANNER}<h1>휴대폰 본인인증</h1><p class="sub">케이몰 데모용 본인인증 화면입니다. 실제 통신사 인증 대신 아래 정보를 입력하면 인증이 완료됩니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/identity/${escapeHtml(token)}">
<label for="name">이름</label><input id="name" name="name" required maxlength="20" autocomplete="name">
<label for="birthdate">생년월일</label><input id="birthdate" name="birthdate" type="date" required>
<label for="gender">성별</label><select id="gender" name="gender"><option value="female">여성</option><option value="male">남성</option></select>
<label for="phone">휴대폰 번호</label><input id="phone" name="phone" inputmode="numeric" required placeholder="01012345678" maxlength="13">
<div class="actions"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>취소</button><button type="submit" name="action" value="approve">인증하기</button></div>
</form>`,
  );
}

/**
 * Pages of the sandbox adapters, outside production only (lib/environment.ts; in production the plugin adds nothing):
 * the identity provider's verification page and the SMS/e-mail inbox. A person trying the demo and
 * the e2e suite finish every flow through them, like a real shopper through the real services.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!sandboxEnabled()) return;
  // The provider page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The PG's payment page posts plain forms too.
  await app.register(sandboxPgRoutes);
  // So do the social platforms' consent pages.
  await app.register(sandboxSocialRoutes);
  // And the easy-pay provider's card and account registration page.
  await app.register(sandboxMyPayRoutes);

  app.get('/sandbox/identity/:token', { schema: { hide: true, params: IdentityTokenParamSchema } }, async (request, reply) => {
    const result = await app.identity.result(request.params.token);
    if (!result) return sendPopup(reply, htmlPage('본인인증', `${BANNER}<h1>본인인증</h1><p class="error">유효하지 않은 인증 요청입니다.</p>`), 404);
    if (result.status !== 'pending')
      return sendPopup(reply, htmlPage('본인인증', `${BANNER}<h1>본인인증</h1><p>이미 처리된 인증 요청입니다. 이 창을 닫아 주세요.</p>`));
    return sendPopup(reply, identityForm(request.params.token));
  });

  app.post('/sandbox/identity/:token', { schema: { hide: true, params: IdentityTokenParamSchema } }, async (request, reply) => {
    const { token } = request.params;
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.action === 'cancel') {
      await app.identity.cancel(token, 'cancelled');
      return sendPopup(reply, htmlPage('본인인증', `${BANNER}<h1>본인인증이 취소되었습니다</h1><p>이 창을 닫고 다시 시도해 주세요.</p>`));
    }
    const name = (form.name ?? '').trim().slice(0, 20);
    const birthdate = form.birthdate ?? '';
    const phone = normalizePhone(form.phone ?? '');
    const gender = form.gender === 'male' ? 'male' : 'female';
    if (!name || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate) || !isValidPhone(phone))
      return sendPopup(reply, identityForm(token, '이름, 생년월일, 휴대폰 번호(010으로 시작하는 11자리)를 확인해 주세요.'), 422);
    const person = { name, birthdate, gender, phone } as const;
    const ok = await app.identity.complete(token, { ...person, ci: sandboxCiOf(person) });
    if (!ok) return sendPopup(reply, htmlPage('본인인증', `${BANNER}<h1>인증 시간이 지났습니다</h1><p>이 창을 닫고 다시 시도해 주세요.</p>`), 410);
    return sendPopup(
      reply,
      htmlPage('본인인증 완료', `${BANNER}<h1>본인인증이 완료되었습니다</h1><p>${escapeHtml(name)}님, 이 창을 닫으면 케이몰로 돌아갑니다.</p>`),
    );
  });

  app.get(
    API.sandboxOutbox,
    { schema: { tags: ['sandbox'], summary: '샌드박스 발송함 (문자·이메일)', querystring: OutboxQuerySchema, response: { 200: OutboxListSchema } } },
    async (request) => ({ messages: (await app.sandboxOutbox(request.query.recipient)).map(toMessage) }),
  );

  // The login captcha is drawn without characters in its markup; the sandbox tells its answer, like the outbox a code.
  app.get(
    API.sandboxCaptcha,
    {
      schema: {
        tags: ['sandbox'],
        summary: '샌드박스 자동입력 방지 문자 정답',
        querystring: SandboxCaptchaQuerySchema,
        response: { 200: SandboxCaptchaAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await app.captchas.sandboxAnswer(request.query.token);
      if (!answer) throw notFound(CAPTCHA_MESSAGES.expired, 'CAPTCHA_EXPIRED');
      return { answer };
    },
  );

  app.get('/sandbox/inbox', { schema: { hide: true, querystring: OutboxQuerySchema } }, async (request, reply) => {
    const messages = (await app.sandboxOutbox(request.query.recipient)).map(toMessage);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.created_at)}</td><td>${m.channel === 'sms' ? '문자' : '이메일'}<br>${escapeHtml(m.recipient)}</td><td>${
            m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''
          }${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    return sendHtml(
      reply,
      htmlPage(
        '샌드박스 발송함',
        `${BANNER}<h1>샌드박스 발송함</h1><p class="sub">데모에서 문자·이메일로 "발송"된 인증번호와 아이디가 여기에 쌓입니다(최근 100건).</p>
<form method="get"><label for="recipient">받는 사람(휴대폰 번호 또는 이메일)</label><input id="recipient" name="recipient" value="${escapeHtml(request.query.recipient ?? '')}"><div class="actions"><button type="submit">찾기</button></div></form>
<table><thead><tr><th>시각</th><th>받는 사람</th><th>내용</th></tr></thead><tbody>${rows || '<tr><td colspan="3">발송된 메시지가 없습니다.</td></tr>'}</tbody></table>`,
      ),
    );
  });
};

const toMessage = (m: { id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; purpose: string; createdAt: Date }) => ({
  id: m.id,
  channel: m.channel,
  recipient: m.recipient,
  subject: m.subject,
  body: m.body,
  purpose: m.purpose,
  created_at: formatKstDateTime(m.createdAt),
});

export default sandboxRoutes;
