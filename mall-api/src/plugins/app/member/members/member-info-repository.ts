import type { GradeUpCondition, MySize, Profile } from '@mall/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { members, memberSizes, memberWithdrawals, sessions, socialAccounts } from '../../../../db/schema';
import { AppError, unauthenticated, unprocessable } from '../../../../lib/errors';
import { verifyPassword } from '../../../../lib/password';
import type { PasswordGuard } from '../../platform/auth/password-guard';
import type { IdentityVerification } from '../../platform/identity/identity-provider';
import type { InformationsRepository } from '../../cs/informations/informations-repository';
import { createAccountTokens, isLive } from './account-tokens';
import { ageOn, changePassword } from './accounts-repository';
import { gradeBenefits } from './grade-benefits';
import { gradeOutlook } from './grade-runs';

declare module 'fastify' {
  interface FastifyInstance {
    memberInfoRepository: MemberInfoRepository;
  }
}

const ADULT_AGE = 19;
const MONTH_MS = 30 * 86_400_000;

const WRONG_PASSWORD = '비밀번호가 일치하지 않습니다.';

/** Who types the current password: the client address (its counter) and, on forms that show one, a solved captcha. */
export interface PasswordCheckContext {
  clientIp: string;
  captchaToken?: string | undefined;
}
const identityRequired = () => unprocessable('본인인증을 먼저 완료해 주세요.', 'IDENTITY_REQUIRED');

export function createMemberInfoRepository(
  db: Database,
  deps: { identity: IdentityVerification; informations: InformationsRepository; passwordGuard: PasswordGuard },
) {
  const tokens = createAccountTokens(db);

  async function activeMember(memberId: number) {
    const [member] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)));
    if (!member) throw unauthenticated();
    return member;
  }

  /**
   * The current password again (a session holder proving it is the member): counted like a login on
   * the account's and the address's counters, locked like one; `captcha` where the form shows one
   * (prepare-for-edit), so a stolen session cannot guess the password without limit (docs/adr/0015).
   */
  async function checkedPassword(memberId: number, password: string, context: PasswordCheckContext, captcha = false) {
    const member = await activeMember(memberId);
    return deps.passwordGuard(
      { loginId: member.loginId, clientIp: context.clientIp, captchaToken: context.captchaToken, captcha },
      async () => ((await verifyPassword(password, member.passwordHash)) ? member : null),
      (failed) =>
        new AppError(422, 'WRONG_PASSWORD', WRONG_PASSWORD, undefined, { failed_count: failed.failedCount, captcha_required: failed.captchaRequired }),
    );
  }

  return {
    /** prepare-for-edit: the password again, then the profile and a ten-minute edit token. */
    async prepareForEdit(memberId: number, password: string, context: PasswordCheckContext): Promise<Profile> {
      const member = await checkedPassword(memberId, password, context, true);
      const { token } = await tokens.issue('profile_edit', [memberId]);
      return {
        login_id: member.loginId,
        name: member.name,
        email: member.email,
        phone: member.phone,
        birthday: member.birthdate,
        email_receive: member.marketingEmail,
        sms_receive: member.marketingSms,
        regist_type: member.loginType,
        edit_token: token,
      };
    },

    async editProfile(
      memberId: number,
      input: { editToken: string; email: string; emailReceive: boolean; smsReceive: boolean; identityToken?: string | undefined },
    ) {
      const grant = await tokens.find('profile_edit', input.editToken);
      if (!grant || !isLive(grant) || grant.memberIds[0] !== memberId)
        throw new AppError(401, 'EDIT_EXPIRED', '정보 수정 시간이 지났습니다. 비밀번호를 다시 확인해 주세요.');
      const member = await activeMember(memberId);
      let phone = member.phone;
      if (input.identityToken) {
        const verification = await deps.identity.verified(input.identityToken);
        // A new phone number must belong to the same person (the same CI) as the account.
        if (!verification?.phone || (member.ciHash && verification.ciHash !== member.ciHash)) throw identityRequired();
        await deps.identity.use(db, verification.id, memberId);
        phone = verification.phone;
      }
      const now = new Date();
      await db
        .update(members)
        .set({
          email: input.email,
          phone,
          marketingEmail: input.emailReceive,
          marketingSms: input.smsReceive,
          // The consent date changes only with the consent (정보통신망법: the sender proves when it was given).
          ...(input.emailReceive !== member.marketingEmail ? { marketingEmailAt: now } : {}),
          ...(input.smsReceive !== member.marketingSms ? { marketingSmsAt: now } : {}),
        })
        .where(eq(members.id, memberId));
    },

    /** The member's other sessions end; `sessionId` (the one asking) continues. */
    async changePassword(memberId: number, sessionId: number, nowPassword: string, newPassword: string, context: PasswordCheckContext): Promise<void> {
      const member = await checkedPassword(memberId, nowPassword, context);
      await changePassword(db, member, newPassword, { keepSessionId: sessionId });
    },

    /** /password-change-advice: change now (with the current password), or be reminded again after `afterMonth` months. */
    async confirmPasswordWarning(
      memberId: number,
      sessionId: number,
      input: { nowPassword?: string | undefined; newPassword?: string | undefined; afterMonth?: number | undefined },
      context: PasswordCheckContext,
    ) {
      if (input.newPassword)
        return changePassword(db, await checkedPassword(memberId, input.nowPassword ?? '', context), input.newPassword, { keepSessionId: sessionId });
      await activeMember(memberId);
      await db
        .update(members)
        .set({ passwordAdviceSnoozedUntil: new Date(Date.now() + (input.afterMonth ?? 1) * MONTH_MS) })
        .where(eq(members.id, memberId));
    },

    /** Leaving: the password again and a reason; personal data is erased and every session ends. */
    async withdraw(memberId: number, input: { password: string; reasonCode: string; detailReason?: string | undefined }, context: PasswordCheckContext) {
      await checkedPassword(memberId, input.password, context);
      const reason = await deps.informations.reason('withdraw', input.reasonCode);
      if (!reason) throw unprocessable('탈퇴 사유를 선택해 주세요.', 'REASON_REQUIRED');
      const detail = input.detailReason?.trim() ?? '';
      if (reason.detail_reason_required && !detail) throw unprocessable('탈퇴 사유를 자세히 입력해 주세요.', 'DETAIL_REASON_REQUIRED');
      await db.transaction(async (tx) => {
        await tx.insert(memberWithdrawals).values({ reasonCode: reason.code, detailReason: detail || null });
        // The login id stays taken (no one inherits it); everything that identifies the person goes.
        await tx
          .update(members)
          .set({
            withdrawnAt: new Date(),
            name: '탈퇴회원',
            email: null,
            phone: null,
            birthdate: null,
            gender: null,
            ciHash: null,
            marketingEmail: false,
            marketingSms: false,
          })
          .where(eq(members.id, memberId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
        await tx.delete(memberSizes).where(eq(memberSizes.memberId, memberId));
        // The platform accounts identify the person too: the same account may join again later.
        await tx.delete(socialAccounts).where(eq(socialAccounts.memberId, memberId));
      });
    },

    /** confirm-identity-verification: a member certifies with a verification of their own (same person if known). */
    async certify(memberId: number, identityToken: string): Promise<void> {
      const member = await activeMember(memberId);
      const verification = await deps.identity.verified(identityToken);
      if (!verification?.ciHash || !verification.birthdate) throw identityRequired();
      if (member.ciHash && member.ciHash !== verification.ciHash) throw unprocessable('회원 본인의 명의로 인증해 주세요.', 'IDENTITY_MISMATCH');
      await db.transaction(async (tx) => {
        if (!(await deps.identity.use(tx, verification.id, memberId))) throw identityRequired();
        await tx
          .update(members)
          .set({
            isCertificated: true,
            ciHash: verification.ciHash,
            phone: member.phone ?? verification.phone,
            birthdate: verification.birthdate,
            gender: verification.gender,
            isVerifyAge: ageOn(verification.birthdate!) >= ADULT_AGE,
          })
          .where(eq(members.id, memberId));
      });
    },

    /** adult-verifications/confirm: 19 or older by a verification of the member's own → adult goods open. */
    async confirmAdult(memberId: number, identityToken: string): Promise<{ is_verify_age: boolean }> {
      const member = await activeMember(memberId);
      const verification = await deps.identity.verified(identityToken);
      if (!verification?.ciHash || !verification.birthdate) throw identityRequired();
      if (member.ciHash && member.ciHash !== verification.ciHash) throw unprocessable('회원 본인의 명의로 인증해 주세요.', 'IDENTITY_MISMATCH');
      if (ageOn(verification.birthdate) < ADULT_AGE) throw unprocessable('만 19세 이상만 이용할 수 있는 상품입니다.', 'UNDER_ADULT_AGE');
      await db.transaction(async (tx) => {
        if (!(await deps.identity.use(tx, verification.id, memberId))) throw identityRequired();
        await tx
          .update(members)
          .set({ isVerifyAge: true, ciHash: member.ciHash ?? verification.ciHash })
          .where(eq(members.id, memberId));
      });
      return { is_verify_age: true };
    },

    /** The grade page: the grade, and what the next re-grade (the 1st) will do, by the re-grade's own rule. */
    async gradeUpCondition(memberId: number): Promise<GradeUpCondition> {
      const member = await activeMember(memberId);
      const list = await gradeBenefits(db);
      const { current, amount, next } = await gradeOutlook(db, memberId, member.gradeId);
      return {
        current: { code: current.code, name: current.name, color: list.find((g) => g.code === current.code)!.color },
        purchase_amount: amount,
        next: next ? { code: next.grade.code, name: next.grade.name, remaining_amount: next.remaining } : null,
        grades: list,
      };
    },

    async mySize(memberId: number): Promise<MySize> {
      const [row] = await db.select().from(memberSizes).where(eq(memberSizes.memberId, memberId));
      return {
        height_cm: row?.heightCm ?? null,
        weight_kg: row?.weightKg ?? null,
        top_size: (row?.topSize as MySize['top_size']) ?? null,
        bottom_size: (row?.bottomSize as MySize['bottom_size']) ?? null,
        shoe_size_mm: row?.shoeSizeMm ?? null,
      };
    },

    async saveMySize(memberId: number, size: MySize): Promise<MySize> {
      const values = {
        heightCm: size.height_cm,
        weightKg: size.weight_kg,
        topSize: size.top_size,
        bottomSize: size.bottom_size,
        shoeSizeMm: size.shoe_size_mm,
        updatedAt: new Date(),
      };
      await db
        .insert(memberSizes)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: memberSizes.memberId, set: values });
      return this.mySize(memberId);
    },
  };
}
export type MemberInfoRepository = ReturnType<typeof createMemberInfoRepository>;

export const memberInfoRepositoryPlugin = fp(
  async (app) => {
    app.decorate(
      'memberInfoRepository',
      createMemberInfoRepository(app.db, { identity: app.identity, informations: app.informationsRepository, passwordGuard: app.passwordGuard }),
    );
  },
  { name: 'member-info-repository', dependencies: ['db', 'identity', 'informations-repository', 'brute-force'] },
);

export default memberInfoRepositoryPlugin;
