import { useEffect, useRef, useState, type FormEvent } from 'react';
import { httpErrorMessage, loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { chatLength, LIVE_LIMITS, LIVE_MESSAGES, liveChatRefusal, type PeriodState } from '@mall/shared-contracts/exhibit';
import { useLocation, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useLiveChat, useLiveUserToken, usePostLiveChat } from '../api/live-commerce';

/**
 * The room's chat feed: everyone reads it (asked again every few seconds on air); a member posts with
 * the room's user token, up to 100 characters, while on air. What was typed stays when a post fails.
 */
export function LiveChat({ roomId, state }: { roomId: number; state: PeriodState }) {
  const token = useLiveUserToken(roomId);
  const chat = useLiveChat(roomId, token.data?.token ?? null, state === 'ongoing');
  const feed = useRef<HTMLOListElement>(null);
  const last = chat.data?.at(-1)?.id;
  // New messages scroll into view, as in any chat.
  useEffect(() => {
    if (feed.current && last !== undefined) feed.current.scrollTop = feed.current.scrollHeight;
  }, [last]);
  return (
    <section className="live-chat" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title" className="live-chat__title">
        라이브 채팅
      </h2>
      <QueryView query={chat} failed={LIVE_MESSAGES.chatLoadFailed}>
        {(messages) =>
          messages.length ? (
            <ol ref={feed} className="live-chat__feed" aria-label="채팅 메시지" aria-live="polite">
              {messages.map((m) => (
                <li key={m.id} className={`live-chat__message${m.is_host ? ' live-chat__message--host' : ''}${m.mine ? ' live-chat__message--mine' : ''}`}>
                  <strong className="live-chat__nickname">{m.is_host ? `📢 ${m.nickname}` : m.nickname}</strong>{' '}
                  <span className="live-chat__body">{m.body}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="live-chat__empty">{LIVE_MESSAGES.noChat}</p>
          )
        }
      </QueryView>
      <ChatComposer
        roomId={roomId}
        state={state}
        token={token.data?.token ?? null}
        canChat={token.data?.can_chat ?? false}
        nickname={token.data?.nickname ?? null}
      />
    </section>
  );
}

function ChatComposer({
  roomId,
  state,
  token,
  canChat,
  nickname,
}: {
  roomId: number;
  state: PeriodState;
  token: string | null;
  canChat: boolean;
  nickname: string | null;
}) {
  const platform = usePlatform();
  const location = useLocation();
  const post = usePostLiveChat(roomId, token);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (state !== 'ongoing') {
    return <p className="live-chat__closed">{state === 'upcoming' ? LIVE_MESSAGES.chatUpcoming : LIVE_MESSAGES.chatEnded}</p>;
  }
  if (!token) return null;
  if (!canChat) {
    const login = async () => {
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${location.pathname}${location.search}`));
    };
    return (
      <div className="live-chat__login">
        <p>{LIVE_MESSAGES.loginToChat}</p>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void login()}>
          로그인하고 채팅하기
        </button>
      </div>
    );
  }

  const length = chatLength(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = liveChatRefusal({ member: true, state, body: text });
    if (reason) return setMessage(LIVE_MESSAGES[reason]);
    setMessage(null);
    post.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };
  return (
    <form className="live-chat__form" onSubmit={submit} noValidate aria-label="채팅 쓰기">
      <label className="live-chat__field">
        <span className="ui-visually-hidden">{nickname ? `${nickname}(으)로 채팅` : '채팅'}</span>
        <input
          name="chat"
          value={text}
          maxLength={LIVE_LIMITS.chatLength * 2}
          placeholder={nickname ? `${nickname}님, 채팅을 남겨 보세요` : '채팅을 남겨 보세요'}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <span className={`live-chat__count${length > LIVE_LIMITS.chatLength ? ' is-over' : ''}`}>
        {length}/{LIVE_LIMITS.chatLength}
      </span>
      <button type="submit" className="ui-button" disabled={post.isPending}>
        {post.isPending ? '보내는 중…' : '보내기'}
      </button>
      <FormError message={message} />
    </form>
  );
}
