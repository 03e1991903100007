/**
 * The banks a refund account or an easy-pay account may be at, by bank code, in the order the pickers list
 * them. Reference data of the informations domain: the seed writes them to `banks` (served by
 * /api/v1/informations/banks) and the sandbox easy-pay page offers them.
 */
export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '071', name: '우체국' },
  { code: '023', name: 'SC제일은행' },
  { code: '031', name: 'iM뱅크(대구)' },
  { code: '032', name: '부산은행' },
  { code: '045', name: '새마을금고' },
] as const;
