import { z } from 'zod';

export const BankSchema = z.object({ code: z.string(), name: z.string() });
export const BankListSchema = z.object({ banks: z.array(BankSchema) });

export const DeliveryCompanySchema = z.object({
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  /** `{invoice}` is replaced by the invoice number. */
  tracking_url_template: z.string(),
});
export const DeliveryCompanyListSchema = z.object({ delivery_companies: z.array(DeliveryCompanySchema) });

export const REASON_TYPES = ['cancel', 'return', 'exchange', 'withdraw'] as const;
export const ReasonTypeParamSchema = z.object({ type: z.enum(REASON_TYPES) });
/** Spec "Withdraw reason" {code, label, detailReasonRequired}; claim reasons add who pays the return shipping. */
export const ReasonSchema = z.object({
  code: z.string(),
  label: z.string(),
  detail_reason_required: z.boolean(),
  fault: z.enum(['buyer', 'seller']).nullable(),
});
export const ReasonListSchema = z.object({ reasons: z.array(ReasonSchema) });
