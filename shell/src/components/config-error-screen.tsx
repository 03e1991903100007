import { MESSAGES } from '@mall/shared-contracts';

/** A malformed or missing runtime config is a clear screen, never a blank page. */
export function ConfigErrorScreen({ detail }: { detail: string }) {
  return (
    <section className="ui-status ui-status--error" role="alert">
      <h1 className="ui-status__title">{MESSAGES.runtimeConfigInvalid}</h1>
      <p className="ui-status__desc">잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.</p>
      <pre className="config-error__detail">{detail}</pre>
      <button type="button" className="ui-button" onClick={() => window.location.reload()}>
        새로고침
      </button>
    </section>
  );
}
