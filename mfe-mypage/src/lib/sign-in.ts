import { MESSAGES, type LoginResponse, type Platform } from '@mall/shared-contracts';

/**
 * Every way of logging in ends here: the shell takes the session, and a member whose login just
 * woke a dormant account (is_awaked) is told so once, over whatever page comes next.
 */
export function signInMember({ session, alerts }: Pick<Platform, 'session' | 'alerts'>, { user, ...tokens }: LoginResponse) {
  session.signIn(tokens, user);
  if (user.is_awaked) void alerts.alert(MESSAGES.accountAwakened);
}

/** Where a login goes next: the 180-day password advice first when it is due, then the wanted page. */
export function afterLoginPath(user: LoginResponse['user'], wanted: string): string {
  return user.is_need_password_update ? `/password-change-advice?redirect_to_after=${encodeURIComponent(wanted)}` : wanted;
}
