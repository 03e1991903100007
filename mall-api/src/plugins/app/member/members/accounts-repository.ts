import { evaluatePassword, MEMBER_MESSAGES, newPasswordProblem, type PasswordResult } from '@mall/shared-contracts/member';
import type { FindLoginIdResponse, MemberDuplicateCheck, Policy, RegisterBody } from '@mall/shared-contracts';
import { and, asc, desc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { appAccessTokens, grades, memberPolicyAgreements, members, policies, sessions } from '../../../../db/schema';
import { AppError, unprocessable } from '../../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../../lib/password';
import type { IdentityVerification } from '../../platform/identity/identity-provider';
import type { MessageSender } from '../../platform/messaging/message-sender';
import { createAccountTokens, formatCode, isLive, MAX_CODE_ATTEMPTS, newVerificationCode } from './account-tokens';
import { maskEmail, maskLoginId, maskPhone } from './masking';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

/** Korean law: under-14s need a guardian's consent to join; this mall does not take them. */
const MIN_JOIN_AGE = 14;
const MAX_CODES_PER_HOUR = 5;

export const ageOn = (birthdate: string, today = new Date()) => {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const kst = new Date(today.getTime() + 9 * 3600_000);
  const beforeBirthday = kst.getUTCMonth() + 1 < m || (kst.getUTCMonth() + 1 === m && kst.getUTCDate() < d);
  return kst.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
};

const noMember = () => new AppError(404, 'MEMBER_NOT_FOUND', MEMBER_MESSAGES.noMemberFound);
const codeInvalid = () => unprocessable('인증번호를 확인해 주세요.', 'VERIFICATION_CODE_INVALID');
const codeExpired = () => new AppError(401, 'VERIFICATION_EXPIRED', '인증 시간이 초과되었습니다. 다시 시도해 주세요.');
const passwordRefused = (message: string) => unprocessable(message, 'PASSWORD_REFUSED');

export type Contact = { type: 'email'; email: string } | { type: 'phone'; phone: string };

export function createAccountsRepository(db: Database, deps: { identity: IdentityVerification; sender: MessageSender }) {
  const tokens = createAccountTokens(db);
  const active = isNull(members.withdrawnAt);
  const contactMatch = (contact: Contact) => (contact.type === 'email' ? eq(members.email, contact.email) : eq(members.phone, contact.phone));

  /** The policies in force today: per code, the newest version whose effective date has come. */
  async function currentPolicies(forJoinOnly = true): Promise<(typeof policies.$inferSelect)[]> {
    const rows = await db.select().from(policies).where(lte(policies.effectiveAt, new Date())).orderBy(asc(policies.sortOrder), desc(policies.effectiveAt));
    const seen = new Set<string>();
    return rows.filter((p) => (!forJoinOnly || p.forJoin) && !seen.has(p.code) && seen.add(p.code));
  }

  async function sendCode(contact: Contact, code: number) {
    const text = `[케이몰] 비밀번호 찾기 인증번호는 [${formatCode(code)}]입니다. 3분 안에 입력해 주세요.`;
    await deps.sender.send(
      contact.type === 'email'
        ? { channel: 'email', recipient: contact.email, subject: '[케이몰] 비밀번호 찾기 인증번호', body: text, purpose: 'auth_code' }
        : { channel: 'sms', recipient: contact.phone, body: text, purpose: 'auth_code' },
    );
  }

  /** A code token that was verified and is still live, with its single member. */
  async function verifiedCodeToken(accessToken: string, code?: number) {
    const row = await tokens.find('auth_code', accessToken);
    if (!row) throw codeInvalid();
    if (!isLive(row)) throw codeExpired();
    if (code !== undefined && !tokens.codeMatches(row, code)) throw codeInvalid();
    if (!row.verifiedAt) throw unprocessable(MEMBER_MESSAGES.verifyFirst, 'NOT_VERIFIED');
    return row;
  }

  return {
    currentPolicies,

    async joinPolicies(): Promise<Policy[]> {
      return (await currentPolicies()).map((p) => ({ id: p.id, code: p.code, label: p.label, contents: p.contents, is_required: p.isRequired }));
    },

    async isLoginIdTaken(loginId: string): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
      return !!row;
    },

    /** The person behind a verified identity already has an account (one person, one account). */
    async memberDuplicateCheck(identityToken: string): Promise<MemberDuplicateCheck> {
      const verification = await deps.identity.verified(identityToken);
      if (!verification?.ciHash) throw unprocessable(MEMBER_MESSAGES.identityRequired, 'IDENTITY_REQUIRED');
      const [existing] = await db
        .select({ loginId: members.loginId, loginType: members.loginType })
        .from(members)
        .where(and(eq(members.ciHash, verification.ciHash), active));
      return existing
        ? { is_duplicated: true, masking_login_id: maskLoginId(existing.loginId), regist_type: existing.loginType }
        : { is_duplicated: false, masking_login_id: null, regist_type: null };
    },

    /**
     * The join page's live password check: the rule register applies (login id and the verified phone
     * number, which the page only sees masked), so the message while typing is the one submit gets.
     */
    async joinPasswordCheck(identityToken: string, loginId: string | undefined, password: string): Promise<PasswordResult> {
      const verification = await deps.identity.verified(identityToken);
      if (!verification?.ciHash || !verification.phone) throw unprocessable(MEMBER_MESSAGES.identityRequired, 'IDENTITY_REQUIRED');
      return evaluatePassword(password, { loginId, phone: verification.phone });
    },

    /** Join: verified identity (14+, not yet a member), free login id, a usable password, every required policy. */
    async register(body: RegisterBody): Promise<{ login_id: string; name: string }> {
      const verification = await deps.identity.verified(body.identity_token);
      if (!verification?.ciHash || !verification.name || !verification.phone || !verification.birthdate)
        throw unprocessable(MEMBER_MESSAGES.identityRequired, 'IDENTITY_REQUIRED');
      if (ageOn(verification.birthdate) < MIN_JOIN_AGE) throw unprocessable('만 14세 미만은 회원으로 가입할 수 없습니다.', 'UNDER_AGE');
      const problem = newPasswordProblem(body.password, { loginId: body.login_id, phone: verification.phone });
      if (problem) throw passwordRefused(problem);

      const inForce = await currentPolicies();
      const agreed = new Map(body.policies.map((p) => [p.id, p.is_agree]));
      if (inForce.some((p) => p.isRequired && agreed.get(p.id) !== true)) throw unprocessable(MEMBER_MESSAGES.requiredPolicies, 'POLICIES_REQUIRED');
      const [welcome] = await db.select({ id: grades.id }).from(grades).orderBy(asc(grades.sortOrder)).limit(1);
      const passwordHash = await hashPassword(body.password);
      const now = new Date();

      return db.transaction(async (tx) => {
        if ((await tx.select({ id: members.id }).from(members).where(eq(members.loginId, body.login_id))).length)
          throw unprocessable(MEMBER_MESSAGES.loginIdTaken, 'LOGIN_ID_TAKEN');
        if (
          (
            await tx
              .select({ id: members.id })
              .from(members)
              .where(and(eq(members.ciHash, verification.ciHash!), active))
          ).length
        )
          throw unprocessable(MEMBER_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
        const [member] = await tx
          .insert(members)
          .values({
            loginId: body.login_id,
            passwordHash,
            name: verification.name!,
            gradeId: welcome!.id,
            email: body.email,
            phone: verification.phone,
            birthdate: verification.birthdate,
            gender: verification.gender,
            ciHash: verification.ciHash,
            isCertificated: true,
            isVerifyAge: ageOn(verification.birthdate!) >= 19,
            marketingSms: body.marketing_sms,
            marketingSmsAt: now,
            marketingEmail: body.marketing_email,
            marketingEmailAt: now,
            passwordChangedAt: now,
          })
          .returning({ id: members.id, loginId: members.loginId, name: members.name });
        if (!(await deps.identity.use(tx, verification.id, member!.id))) throw unprocessable(MEMBER_MESSAGES.identityRequired, 'IDENTITY_REQUIRED');
        await tx
          .insert(memberPolicyAgreements)
          .values(inForce.map((p) => ({ memberId: member!.id, policyId: p.id, policyCode: p.code, agreed: agreed.get(p.id) === true, agreedAt: now })));
        return { login_id: member!.loginId, name: member!.name };
      });
    },

    /** Spec "find id": every active account of that name and contact, masked, plus a token to send them unmasked. */
    async findLoginIds(name: string, contact: Contact): Promise<FindLoginIdResponse> {
      const rows = await db
        .select({ id: members.id, loginId: members.loginId, loginType: members.loginType })
        .from(members)
        .where(and(eq(members.name, name), contactMatch(contact), active))
        .orderBy(asc(members.id));
      if (!rows.length) throw noMember();
      const recipient = contact.type === 'email' ? contact.email : contact.phone;
      const { token, expireAt } = await tokens.issue(
        'find_id',
        rows.map((r) => r.id),
        { channel: contact.type, recipient },
      );
      return {
        find_results: rows.map((r) => ({ masking_login_id: maskLoginId(r.loginId), regist_type: r.loginType })),
        user_name: name,
        access_token: token,
        expire_at: expireAt,
        find_type: contact.type,
        masked_contact: contact.type === 'email' ? maskEmail(contact.email) : maskPhone(contact.phone),
      };
    },

    /** Sends the unmasked ids, only to the contact they were found by. */
    async sendLoginIds(accessToken: string, contact: Contact): Promise<void> {
      const row = await tokens.find('find_id', accessToken);
      if (!row) throw noMember();
      if (!isLive(row)) throw codeExpired();
      const recipient = contact.type === 'email' ? contact.email : contact.phone;
      if (row.channel !== contact.type || row.recipient !== recipient) throw noMember();
      const found = await db
        .select({ loginId: members.loginId })
        .from(members)
        .where(and(inArray(members.id, row.memberIds), active));
      const ids = found.map((m) => m.loginId).join(', ');
      const body = `[케이몰] 회원님의 아이디는 ${ids} 입니다.`;
      await deps.sender.send(
        contact.type === 'email'
          ? { channel: 'email', recipient, subject: '[케이몰] 아이디 찾기 결과', body, purpose: 'find_id' }
          : { channel: 'sms', recipient, body, purpose: 'find_id' },
      );
    },

    /** Find password, step 1: the member of that id, name and contact gets a code. */
    async sendAuthCode(loginId: string, name: string, contact: Contact): Promise<{ access_token: string; expire_at: string }> {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.loginId, loginId), eq(members.name, name), contactMatch(contact), active));
      if (!member) throw noMember();
      const recipient = contact.type === 'email' ? contact.email : contact.phone;
      if ((await tokens.recentCodesTo(recipient)) >= MAX_CODES_PER_HOUR)
        throw new AppError(429, 'TOO_MANY_CODES', '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      const code = newVerificationCode();
      const { token, expireAt } = await tokens.issue('auth_code', [member.id], { channel: contact.type, recipient, code });
      await sendCode(contact, code);
      return { access_token: token, expire_at: expireAt };
    },

    /** Step 2: 422 for a wrong code, 401 when its three minutes are over (spec section 8). */
    async verifyAuthCode(accessToken: string, code: number): Promise<void> {
      const row = await tokens.find('auth_code', accessToken);
      if (!row) throw codeInvalid();
      if (!isLive(row)) throw codeExpired();
      if ((await tokens.countAttempt(row.id)) > MAX_CODE_ATTEMPTS) throw codeExpired();
      if (!tokens.codeMatches(row, code)) throw codeInvalid();
      await tokens.markVerified(row.id);
    },

    /** Step 3: the verified code and the same person again → the right to set a new password, once. */
    async prepareNewPassword(input: { loginId: string; name: string; contact: Contact; code: number; accessToken: string }) {
      const row = await verifiedCodeToken(input.accessToken, input.code);
      const recipient = input.contact.type === 'email' ? input.contact.email : input.contact.phone;
      const [member] = await db
        .select({ id: members.id, loginId: members.loginId })
        .from(members)
        .where(and(eq(members.loginId, input.loginId), eq(members.name, input.name), contactMatch(input.contact), active));
      if (!member || !row.memberIds.includes(member.id) || row.recipient !== recipient) throw noMember();
      if (!(await tokens.consume(row.id))) throw codeExpired();
      const { token, expireAt } = await tokens.issue('password_reset', [member.id]);
      return { token, expire_at: expireAt, login_id: member.loginId };
    },

    /** Step 4: a usable password, not the one it replaces; the reset token works once. */
    async setNewPassword(accessToken: string, password: string): Promise<void> {
      const row = await tokens.find('password_reset', accessToken);
      if (!row || !isLive(row)) throw new AppError(401, 'RESET_EXPIRED', MEMBER_MESSAGES.resetExpired);
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, row.memberIds[0]!), active));
      if (!member) throw noMember();
      await changePassword(db, member, password);
      if (!(await tokens.consume(row.id))) throw new AppError(401, 'RESET_EXPIRED', MEMBER_MESSAGES.resetExpired);
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

type MemberRow = typeof members.$inferSelect;

/**
 * Every password change (reset, my page, renewal advice) goes through here: the shared rule with the
 * member's id and phone, never the current or the previous password again. The new password ends
 * every other way in that the old one opened (docs/adr/0015): every session and refresh token of the
 * member but `keepSessionId` (the session that changed it; none on a reset), and the biometric
 * login tokens of the member's devices (registered again with the new password's session).
 */
export async function changePassword(
  db: Pick<Database, 'update'>,
  member: MemberRow,
  password: string,
  { keepSessionId }: { keepSessionId?: number } = {},
): Promise<void> {
  const problem = newPasswordProblem(password, { loginId: member.loginId, phone: member.phone });
  if (problem) throw passwordRefused(problem);
  const reused =
    (await verifyPassword(password, member.passwordHash)) ||
    (member.previousPasswordHash !== null && (await verifyPassword(password, member.previousPasswordHash)));
  if (reused) throw passwordRefused('이전 비밀번호와 다른 비밀번호를 입력해 주세요.');
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(password),
      previousPasswordHash: member.passwordHash,
      passwordChangedAt: new Date(),
      passwordAdviceSnoozedUntil: null,
    })
    .where(eq(members.id, member.id));
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)));
  await db
    .update(appAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(appAccessTokens.memberId, member.id), isNull(appAccessTokens.revokedAt)));
}

export const accountsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('accountsRepository', createAccountsRepository(app.db, { identity: app.identity, sender: app.messageSender }));
  },
  { name: 'accounts-repository', dependencies: ['db', 'identity', 'message-sender'] },
);

export default accountsRepositoryPlugin;
