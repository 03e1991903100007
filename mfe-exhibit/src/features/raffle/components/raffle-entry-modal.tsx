import { useState, type FormEvent } from 'react';
import { formatPrice, httpErrorMessage } from '@mall/shared-contracts';
import { formatMoment, periodState, RAFFLE_ENTRY_NOTES, RAFFLE_MESSAGES, raffleEntryRefusal, type RaffleDetail } from '@mall/shared-contracts/exhibit';
import { usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useEnterRaffle, useRaffle } from '../api/raffles';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import './raffle.css';

/**
 * The `raffle-entry` modal (`raffle_id`): one size of the raffle's goods and the notes agreed, checked
 * by the same rules as the server (`raffleEntryRefusal`); a refusal reads inline and keeps the choices.
 */
export function RaffleEntryModal({ params, titleId, close }: ModalComponentProps) {
  const id = dbIdParamOf(params.raffle_id);
  const raffle = useRaffle(id);
  return (
    <div className="raffle-modal">
      <h2 id={titleId} className="raffle-modal__title">
        래플 응모
      </h2>
      <QueryView query={raffle} failed={RAFFLE_MESSAGES.loadFailed} invalid={id === null} notFound={<p role="alert">{RAFFLE_MESSAGES.notFound}</p>}>
        {(data) => <EntryForm raffle={data} close={close} />}
      </QueryView>
    </div>
  );
}

function EntryForm({ raffle, close }: { raffle: RaffleDetail; close: ModalComponentProps['close'] }) {
  const platform = usePlatform();
  const session = useSession();
  const enter = useEnterRaffle(raffle.id);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // An entry that can no longer be made (ended, already entered) says so instead of showing the form.
  const blocked = raffleEntryRefusal({
    loggedIn: session.status === 'member',
    state: periodState(raffle, Date.now()),
    alreadyEntered: raffle.my_entry !== null,
    optionId: raffle.options[0]?.id ?? null,
    optionIds: raffle.options.map((o) => o.id),
    agreed: true,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = raffleEntryRefusal({
      loggedIn: session.status === 'member',
      state: periodState(raffle, Date.now()),
      alreadyEntered: raffle.my_entry !== null,
      optionId,
      optionIds: raffle.options.map((o) => o.id),
      agreed,
    });
    if (reason) return setMessage(RAFFLE_MESSAGES[reason]);
    setMessage(null);
    enter.mutate(
      { goods_option_id: optionId, agreed },
      {
        onSuccess: async (created) => {
          close(created);
          await platform.alerts.alert(`${RAFFLE_MESSAGES.entered}\n응모 사이즈: ${created.option_name}`);
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  if (blocked) {
    return (
      <>
        <p role="alert">{RAFFLE_MESSAGES[blocked]}</p>
        <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
          확인
        </button>
      </>
    );
  }

  return (
    <form className="raffle-modal raffle-entry" onSubmit={submit} noValidate aria-label="래플 응모">
      <p className="raffle-entry__goods">
        <strong>{raffle.title}</strong>
        <span>
          래플 가격 {formatPrice(raffle.price)} · 발표 {formatMoment(raffle.announce_at)}
        </span>
      </p>
      <fieldset className="raffle-entry__sizes">
        <legend>사이즈 선택</legend>
        {raffle.options.map((option) => (
          <label key={option.id} className="raffle-entry__size">
            <input type="radio" name="size" value={option.id} checked={optionId === option.id} onChange={() => setOptionId(option.id)} />
            <span>{option.name.replace(/^사이즈 /, '')}</span>
          </label>
        ))}
      </fieldset>
      <section className="raffle-entry__notes" aria-label="응모 유의사항">
        <h3>응모 유의사항</h3>
        <ul>
          {RAFFLE_ENTRY_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <label className="raffle-entry__consent">
        <input type="checkbox" name="agreed" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>유의사항을 확인했으며 이에 동의합니다. (필수)</span>
      </label>
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={enter.isPending}>
        {enter.isPending ? '응모 중…' : '응모하기'}
      </button>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </form>
  );
}
