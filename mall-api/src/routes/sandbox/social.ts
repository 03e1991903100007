import { isValidEmail, isValidPhone, normalizePhone, SOCIAL_API, SOCIAL_PLATFORM_LABELS, SocialPlatformSchema } from '@mall/shared-contracts/member';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, htmlPage, sendHtml } from '../../lib/html';

const BANNER = '<span class="badge">SANDBOX</span>';
const params = z.object({ platform: SocialPlatformSchema });
const query = z.object({
  response_type: z.string().max(20).optional(),
  client_id: z.string().max(100).optional(),
  redirect_uri: z.string().max(300).optional(),
  state: z.string().max(256).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
});

/** The consent page is a popup the storefront polls (sendHtml `popup`). */
const sendPopup = (reply: FastifyReply, html: string, status = 200) => sendHtml(reply, html, status, { popup: true });

type Platform = z.infer<typeof SocialPlatformSchema>;

/** PKCE (RFC 7636): an S256 challenge is 43 base64url characters; plain challenges are not offered. */
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

function consentPage(platform: Platform, redirectUri: string, state: string, codeChallenge: string, error = '', values: Record<string, string> = {}) {
  const label = SOCIAL_PLATFORM_LABELS[platform];
  return htmlPage(
    `${label} 로그인 (샌드박스)`,
    `${BANNER}<h1>${escapeHtml(label)} 계정으로 로그인</h1>
<p class="sub">케이몰 데모용 ${escapeHtml(label)} 동의 화면입니다. 실제 ${escapeHtml(label)} 대신, 입력한 이메일이 곧 ${escapeHtml(label)} 계정입니다(같은 이메일은 늘 같은 계정). 케이몰 회원의 이메일을 넣으면 "이미 가입된 이메일" 흐름을 볼 수 있어요.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="code_challenge" value="${escapeHtml(codeChallenge)}">
<label for="name">이름 (닉네임)</label><input id="name" name="name" required maxlength="20" value="${escapeHtml(values.name ?? '')}">
<label for="email">이메일</label><input id="email" name="email" type="email" required maxlength="100" value="${escapeHtml(values.email ?? '')}">
<label for="phone">휴대폰 번호 (선택)</label><input id="phone" name="phone" inputmode="numeric" maxlength="13" placeholder="01012345678" value="${escapeHtml(values.phone ?? '')}">
<p class="sub">케이몰이 이름, 이메일, 휴대폰 번호를 제공받는 데 동의합니다.</p>
<div class="actions"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>취소</button><button type="submit" name="action" value="approve">동의하고 계속하기</button></div>
</form>`,
  );
}

/**
 * The sandbox social platforms' consent page (outside production), as Kakao, Naver and Apple show
 * theirs: the registered redirect URI only, consent issues a code, refusal answers
 * `error=access_denied`, both redirected back with our `state`. It offers PKCE: a `code_challenge`
 * (S256) given with the request binds the code to it, and the exchange must present the verifier.
 */
export const sandboxSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  const invalid = (reply: FastifyReply) =>
    sendPopup(
      reply,
      htmlPage(
        '소셜 로그인 (샌드박스)',
        `${BANNER}<h1>잘못된 요청</h1><p class="error">등록되지 않은 리다이렉트 주소이거나 state 또는 code_challenge가 올바르지 않습니다.</p>`,
      ),
      400,
    );

  app.get('/sandbox/oauth/:platform/authorize', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const { platform } = request.params;
    const { redirect_uri: redirectUri, state, response_type: responseType, code_challenge: challenge = '', code_challenge_method: method } = request.query;
    if (redirectUri !== SOCIAL_API.callback(platform) || !state || responseType !== 'code') return invalid(reply);
    if (challenge && (method !== 'S256' || !PKCE_CHALLENGE.test(challenge))) return invalid(reply);
    return sendPopup(reply, consentPage(platform, redirectUri, state, challenge));
  });

  app.post('/sandbox/oauth/:platform/authorize', { schema: { hide: true, params } }, async (request, reply) => {
    const { platform } = request.params;
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const redirectUri = form.redirect_uri ?? '';
    const state = (form.state ?? '').slice(0, 256);
    const challenge = form.code_challenge ?? '';
    if (redirectUri !== SOCIAL_API.callback(platform) || !state || (challenge && !PKCE_CHALLENGE.test(challenge))) return invalid(reply);
    const back = (answer: Record<string, string>) =>
      reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(`${redirectUri}?${new URLSearchParams({ ...answer, state })}`, 303);
    if (form.action === 'cancel') return back({ error: 'access_denied', error_description: 'User denied access' });
    const name = (form.name ?? '').trim().slice(0, 20);
    const email = (form.email ?? '').trim().toLowerCase().slice(0, 100);
    const phone = form.phone?.trim() ? normalizePhone(form.phone) : '';
    if (!name || !email || !isValidEmail(email) || (phone && !isValidPhone(phone)))
      return sendPopup(
        reply,
        consentPage(
          platform,
          redirectUri,
          state,
          challenge,
          '이름과 이메일(예: name@example.com), 휴대폰 번호(010으로 시작하는 11자리)를 확인해 주세요.',
          form as Record<string, string>,
        ),
        422,
      );
    const code = await app.sandboxSocialProvider.consent(platform, { name, email, phone: phone || null }, challenge || null);
    return back({ code });
  });
};
