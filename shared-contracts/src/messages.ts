/** The Korean message catalogue: spec section 8, plus the storefront's own copy. */
export const MESSAGES = {
  externalUrlInvalid: '이동할 수 없는 주소입니다.',
  externalOpenedInBrowser: '외부 브라우저에서 열었습니다.',
  externalOpenFailed: '외부 브라우저를 열지 못했습니다. 아래 버튼으로 이동해 주세요.',
  accountAwakened: '장기간 로그인하지 않아 휴면 상태였던 계정이 다시 활성화되었습니다.',
  systemError: '시스템 오류가 발생했습니다.',
  apiNotFound: '제공된 API를 찾을 수 없습니다.',
  apiMethodNotFound: '제공된 API 메소드를 찾을 수 없습니다.',
  verificationCodeInvalid: '인증번호를 확인해 주세요.',
  verificationTimeExceeded: '인증 시간이 초과되었습니다. 다시 시도해 주세요.',
  pageNotFound: '페이지를 찾을 수 없습니다',
  deleteRecentSearchConfirm: '최근 검색어를 삭제하시겠습니까?',
  deleteAllConfirm: '전체 삭제하시겠습니까?',
  biometricRegistered: '생체 인증이 등록되었습니다.',
  biometricRegisterFailed: '생체 인증 등록에 실패했습니다. 다시 시도해 주세요.',
  biometricLoginFailed: '생체 인증 로그인에 실패했습니다. 다시 시도해 주세요.',
  portalLoginFailed: '네이버 로그인에 실패했습니다.',
  socialConnectFailed: '계정 연결에 실패했습니다.',
  alreadyConnectedAccount: '이미 다른 회원과 연결된 계정입니다. 다른 계정을 이용해 주세요.',
  disconnectSuccess: '연결이 해제되었습니다.',
  addressCopied: '주소가 복사되었습니다.',
  codeSentToPhone: '입력하신 휴대폰 번호로 인증번호가 발송되었습니다.',
  codeSentToEmail: '입력하신 이메일 주소로 인증번호가 발송되었습니다.',
  codeSent: '인증번호가 발송되었습니다.',
  verified: '인증이 완료되었습니다.',
  noItemToDelete: '삭제할 상품이 없습니다.',
  loginRequiredConfirm: '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?',
  unusableSocialPlatform: '사용할 수 없는 로그인 수단입니다.',
  remoteLoadFailed: '잠시 후 다시 시도해 주세요',
  retry: '다시 시도',
  goodsNotFound: '상품을 찾을 수 없습니다.',
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  authenticationRequired: '로그인이 필요합니다.',
  outOfStock: '재고가 부족합니다.',
  soldOut: '품절된 상품입니다.',
  selectOption: '옵션을 선택해 주세요.',
  addedToCart: '장바구니에 담았습니다.',
  runtimeConfigInvalid: '사이트 설정을 불러오지 못했습니다.',
  maintenanceTitle: '서비스 점검 중입니다',
  loading: '불러오는 중입니다…',
  nativeNotAvailable: '앱에서만 사용할 수 있는 기능입니다.',
  nativeTimeout: '앱이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
  nativeCancelled: '요청이 취소되었습니다.',
  nativeFailed: '앱과 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  pushPermissionDenied: '휴대폰 설정에서 케이몰 앱의 알림을 허용해 주세요.',
  biometricUnregistered: '생체 인증 로그인이 해제되었습니다.',
  biometricLoginRequired: '생체 인증 로그인은 로그인 후 등록할 수 있습니다. 로그인 페이지로 이동하시겠습니까?',
  settingsChangeFailed: '설정을 변경하지 못했습니다. 다시 시도해 주세요.',
  settingsOnlyInApp: '알림·생체 인증 설정은 케이몰 앱에서 이용할 수 있습니다.',
  appTokenInvalid: '생체 인증 정보가 만료되었습니다. 아이디로 로그인한 뒤 다시 등록해 주세요.',
  deviceNotFound: '등록되지 않은 기기입니다.',
  guestLoginFailed: '주문자명 또는 주문번호가 일치하지 않습니다.',
  guestOrderNotFound: '주문 정보를 찾을 수 없습니다.',
  guestAuthenticationRequired: '비회원 주문조회가 필요합니다.',
  ordererNameRequired: '주문자명을 입력해 주세요.',
  orderIdRequired: '주문번호를 입력해 주세요.',
  modalLoadFailed: '화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  promptRequired: '필수 입력 항목입니다.',
  appErrorTitle: '일시적인 오류로 페이지를 표시할 수 없습니다',
  appErrorDescription: '이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요.',
  goHome: '홈으로',
  reloadPage: '새로고침',
  skipToContent: '본문 바로가기',
  scrollToTop: '맨 위로',
} as const;

/** Per-status overrides used when the server sends no message (spec section 8). */
export const STATUS_MESSAGES: Record<400 | 401 | 403 | 422 | 500, string> = {
  400: '잘못된 요청입니다.',
  401: '로그인이 필요합니다.',
  403: '접근 권한이 없습니다.',
  422: '입력하신 내용을 다시 확인해 주세요.',
  500: MESSAGES.systemError,
};

export const ALERT_DEFAULTS = {
  titles: { alert: '알림', confirm: '확인', prompt: '입력' },
  closeButtonLabel: '확인',
  cancelButtonLabel: '취소',
  /** The close (×) button of a modal. */
  modalCloseLabel: '닫기',
} as const;

/** Push consent results carry the date (정보통신망법: the sender confirms the consent and its date). */
export const pushConsentMessage = (kind: 'push' | 'night', agreed: boolean, date: Date): string => {
  const label = kind === 'push' ? '푸시 알림' : '야간(21시~08시) 푸시 알림';
  const when = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
  return `${when} 케이몰 ${label} 수신을 ${agreed ? '동의' : '거부'}하셨습니다.`;
};
