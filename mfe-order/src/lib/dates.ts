const kstDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const kstDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO instant as the day in Korea: "2026. 11. 01." */
export const formatOrderDate = (iso: string) => kstDate.format(new Date(iso));
/** An ISO instant as the day and time in Korea: "2026. 11. 01. 09:05" */
export const formatOrderDateTime = (iso: string) => kstDateTime.format(new Date(iso));
