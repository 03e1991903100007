/** Login ids and contacts shown to someone who has not logged in are masked (spec "Id-find result"). */
export function maskLoginId(loginId: string): string {
  const visible = Math.max(2, Math.floor(loginId.length / 2));
  return loginId.slice(0, visible) + '*'.repeat(Math.max(1, loginId.length - visible));
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return `${maskLoginId(email.slice(0, at))}${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{3,4}(\d{4})$/, '$1-****-$2');
}
