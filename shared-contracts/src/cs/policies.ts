import { z } from 'zod';
import { boundedText } from '../platform-api/common';

/** Terms and policies with their versions (ADR 0011: the cs squad's; the join flow keeps /members/policies). */
export const POLICY_API = {
  policy: (code: string) => `/api/v1/cs/policies/${code}`,
} as const;

export const POLICY_MESSAGES = { notFound: '약관을 찾을 수 없습니다.' } as const;

export const PolicyParamSchema = z.object({ code: boundedText(50).regex(/^[a-z0-9_-]+$/) });
export const PolicyQuerySchema = z.object({ version: boundedText(20).optional() });

export const PolicyVersionSchema = z.object({
  version: z.string(),
  effective_at: z.string(),
  /** The version in force: the newest whose effective date has come. */
  is_current: z.boolean(),
  /** Announced, not yet in force. */
  is_upcoming: z.boolean(),
});

export const PolicyDocumentSchema = z.object({
  code: z.string(),
  label: z.string(),
  is_required: z.boolean(),
  /** The version shown (the one asked for, else the one in force) and its text. */
  version: PolicyVersionSchema,
  contents: z.string(),
  /** Every version, newest first. */
  versions: z.array(PolicyVersionSchema),
});

export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;
export type PolicyDocument = z.infer<typeof PolicyDocumentSchema>;
