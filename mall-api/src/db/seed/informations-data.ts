/** Reference data the informations calls serve: banks, delivery companies and reasons lists. */
export const DELIVERY_COMPANIES = [
  { code: 'cj', name: 'CJ대한통운', phone: '1588-1255', trackingUrlTemplate: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}' },
  { code: 'hanjin', name: '한진택배', phone: '1588-0011', trackingUrlTemplate: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?wblnum={invoice}' },
  {
    code: 'lotte',
    name: '롯데택배',
    phone: '1588-2121',
    trackingUrlTemplate: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={invoice}',
  },
  {
    code: 'epost',
    name: '우체국택배',
    phone: '1588-1300',
    trackingUrlTemplate: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={invoice}',
  },
  { code: 'logen', name: '로젠택배', phone: '1588-9988', trackingUrlTemplate: 'https://www.ilogen.com/web/personal/trace/{invoice}' },
] as const;

type ReasonSeed = { code: string; label: string; detailReasonRequired?: boolean; fault?: 'buyer' | 'seller' };

export const REASONS: Record<'cancel' | 'return' | 'exchange' | 'withdraw', ReasonSeed[]> = {
  cancel: [
    { code: 'CHANGE_MIND', label: '단순 변심', fault: 'buyer' },
    { code: 'WRONG_ORDER', label: '주문 실수(옵션·수량 잘못 선택)', fault: 'buyer' },
    { code: 'DELAYED', label: '배송 지연', fault: 'seller' },
    { code: 'REORDER', label: '다른 상품으로 재주문', fault: 'buyer' },
    { code: 'ETC', label: '기타', detailReasonRequired: true, fault: 'buyer' },
  ],
  return: [
    { code: 'CHANGE_MIND', label: '단순 변심', fault: 'buyer' },
    { code: 'SIZE', label: '사이즈가 맞지 않음', fault: 'buyer' },
    { code: 'DEFECT', label: '상품 불량·파손', detailReasonRequired: true, fault: 'seller' },
    { code: 'WRONG_DELIVERY', label: '다른 상품이 배송됨', detailReasonRequired: true, fault: 'seller' },
    { code: 'DIFFERENT', label: '상품 정보와 다름', detailReasonRequired: true, fault: 'seller' },
    { code: 'ETC', label: '기타', detailReasonRequired: true, fault: 'buyer' },
  ],
  exchange: [
    { code: 'SIZE', label: '사이즈 교환', fault: 'buyer' },
    { code: 'COLOR', label: '색상 교환', fault: 'buyer' },
    { code: 'DEFECT', label: '상품 불량·파손', detailReasonRequired: true, fault: 'seller' },
    { code: 'WRONG_DELIVERY', label: '다른 상품이 배송됨', detailReasonRequired: true, fault: 'seller' },
    { code: 'ETC', label: '기타', detailReasonRequired: true, fault: 'buyer' },
  ],
  withdraw: [
    { code: 'LOW_USE', label: '이용 빈도가 낮음' },
    { code: 'NO_GOODS', label: '원하는 상품이 없음' },
    { code: 'PRICE', label: '가격·혜택이 불만족스러움' },
    { code: 'DELIVERY', label: '배송이 느림' },
    { code: 'PRIVACY', label: '개인정보 유출이 우려됨' },
    { code: 'OTHER_ACCOUNT', label: '다른 아이디로 이용' },
    { code: 'ETC', label: '기타', detailReasonRequired: true },
  ],
};
