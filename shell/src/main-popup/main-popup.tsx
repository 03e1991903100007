import { useEffect, useState } from 'react';
import { API, type Popup, type PopupList } from '@mall/shared-contracts';
import { Carousel, LazyImage, Link, useFeatureGate, usePlatform } from '@mall/shared-ui';
import './main-popup.css';

function useMainPopups() {
  const { http } = usePlatform();
  const [popups, setPopups] = useState<Popup[]>([]);
  useEffect(() => {
    let alive = true;
    // A popup is an extra: when the call fails the main page simply shows without it. mall-api
    // validates the response with PopupListSchema; parsing it again here would put all of zod on `/`.
    http
      .get<PopupList>(API.popups, { params: { position: 'main' }, skipErrorAlert: true })
      .then((r) => alive && setPopups(Array.isArray(r.data?.popups) ? r.data.popups : []))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [http]);
  return popups;
}

function PopupImage({ popup, onOpen }: { popup: Popup; onOpen: () => void }) {
  const gate = useFeatureGate();
  const image = <LazyImage src={popup.image_url} alt={popup.title} eager width={600} height={600} />;
  // A link into a page that is not built yet (or switched off) would lead nowhere: show the image only.
  if (!popup.link_url || !gate.allowsPath(popup.link_url)) return <div className="main-popup__image">{image}</div>;
  return (
    <Link to={popup.link_url} className="main-popup__image" onClick={onOpen}>
      {image}
    </Link>
  );
}

export function MainPopup({ onClose }: { onClose: (forToday: boolean) => void }) {
  const popups = useMainPopups();
  useEffect(() => {
    if (!popups.length) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popups.length, onClose]);
  if (!popups.length) return null;
  return (
    <div className="main-popup" role="presentation">
      <div className="main-popup__dim" aria-hidden="true" onClick={() => onClose(false)} />
      <section className="main-popup__box" role="dialog" aria-modal="true" aria-label="메인 팝업">
        {popups.length > 1 ? (
          <Carousel label="메인 팝업 목록" items={popups} renderItem={(p) => <PopupImage popup={p} onOpen={() => onClose(false)} />} />
        ) : (
          <PopupImage popup={popups[0]!} onOpen={() => onClose(false)} />
        )}
        <div className="main-popup__actions">
          <button type="button" onClick={() => onClose(true)}>
            오늘 하루 보지 않기
          </button>
          <button type="button" onClick={() => onClose(false)}>
            닫기
          </button>
        </div>
      </section>
    </div>
  );
}
