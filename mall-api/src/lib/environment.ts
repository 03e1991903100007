/**
 * Sandboxes of the external services (identity verification, SMS/e-mail, payments…) are served
 * outside production only: a production deployment without SANDBOX=on has none of their pages.
 */
export const sandboxEnabled = (): boolean => process.env.NODE_ENV !== 'production' || process.env.SANDBOX === 'on';
