/** Terms and policies of the demo mall, each with its versions (the newest effective one is in force). */
const article = (n: number, title: string, body: string) => `제${n}조 (${title})\n${body}`;

const TERMS_V1 = [
  article(
    1,
    '목적',
    '이 약관은 주식회사 케이몰(이하 "회사")이 운영하는 케이몰(이하 "몰")에서 제공하는 인터넷 관련 서비스를 이용함에 있어 회사와 이용자의 권리·의무 및 책임사항을 규정함을 목적으로 합니다.',
  ),
  article(
    2,
    '정의',
    '"이용자"란 몰에 접속하여 이 약관에 따라 몰이 제공하는 서비스를 받는 회원 및 비회원을 말합니다. "회원"이란 몰에 회원등록을 한 자로서, 계속적으로 몰이 제공하는 서비스를 이용할 수 있는 자를 말합니다.',
  ),
  article(
    3,
    '회원가입',
    '이용자는 몰이 정한 가입 양식에 따라 회원정보를 기입한 후 이 약관에 동의한다는 의사표시를 함으로써 회원가입을 신청합니다. 만 14세 미만의 아동은 회원으로 가입할 수 없습니다.',
  ),
  article(4, '회원 탈퇴 및 자격 상실', '회원은 언제든지 탈퇴를 요청할 수 있으며 몰은 즉시 회원탈퇴를 처리합니다. 탈퇴한 회원의 아이디는 재사용할 수 없습니다.'),
  article(
    5,
    '청약철회 등',
    '몰과 재화 등의 구매에 관한 계약을 체결한 이용자는 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 재화 등을 공급받은 날부터 7일 이내에 청약의 철회를 할 수 있습니다.',
  ),
].join('\n\n');

const TERMS_V2 = `${TERMS_V1}\n\n${article(6, '적립금', '적립금은 구매확정 시 회원 등급에 따른 비율로 지급되며, 지급일로부터 12개월이 지나면 소멸합니다.')}`;

const PRIVACY = [
  '주식회사 케이몰은 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보 처리방침을 수립·공개합니다.',
  '1. 수집하는 개인정보 항목: 이름, 아이디, 비밀번호, 휴대폰 번호, 이메일, 생년월일, 성별, 본인확인 연계정보(CI)',
  '2. 수집 및 이용 목적: 회원 식별 및 가입 의사 확인, 주문·배송·결제, 고객 상담, 부정 이용 방지',
  '3. 보유 및 이용 기간: 회원 탈퇴 시까지. 단, 관계 법령에 따라 계약 또는 청약철회 기록은 5년, 소비자 불만 또는 분쟁처리 기록은 3년간 보관합니다.',
  '4. 개인정보 보호책임자: 이지은 (privacy@k-mall.example)',
].join('\n\n');

const AGE14 = '회원가입은 만 14세 이상만 가능합니다. 본인은 만 14세 이상임을 확인합니다.';

const MARKETING = [
  '케이몰이 제공하는 이벤트·혜택·신상품 소식을 SMS와 이메일로 받아보실 수 있습니다.',
  '1. 수집 항목: 휴대폰 번호, 이메일',
  '2. 이용 목적: 이벤트 및 광고성 정보 제공',
  '3. 보유 기간: 동의 철회 또는 회원 탈퇴 시까지',
  '동의하지 않으셔도 회원가입과 구매는 가능하며, 마이페이지 > 회원정보 수정에서 언제든지 변경할 수 있습니다.',
].join('\n\n');

const THIRD_PARTY = [
  '케이몰은 주문하신 상품의 배송과 교환·반품 처리를 위해 아래와 같이 개인정보를 제공합니다.',
  '1. 제공받는 자: 상품 판매자, 택배사',
  '2. 제공 항목: 주문자·수령인 이름, 연락처, 배송지 주소',
  '3. 이용 목적: 상품 배송, 교환·반품, 고객 상담',
  '4. 보유 기간: 배송 완료 후 3개월',
].join('\n\n');

export const POLICIES = [
  {
    code: 'terms',
    label: '이용약관',
    isRequired: true,
    versions: [
      { version: '1.0', contents: TERMS_V1, effective: '2025-03-01' },
      { version: '2.0', contents: TERMS_V2, effective: '2026-01-01' },
    ],
  },
  { code: 'privacy', label: '개인정보 수집 및 이용', isRequired: true, versions: [{ version: '1.0', contents: PRIVACY, effective: '2025-03-01' }] },
  { code: 'age14', label: '만 14세 이상 확인', isRequired: true, versions: [{ version: '1.0', contents: AGE14, effective: '2025-03-01' }] },
  { code: 'third_party', label: '개인정보 제3자 제공', isRequired: false, versions: [{ version: '1.0', contents: THIRD_PARTY, effective: '2025-03-01' }] },
  { code: 'marketing', label: '마케팅 정보 수신', isRequired: false, versions: [{ version: '1.0', contents: MARKETING, effective: '2025-03-01' }] },
] as const;
