import { MESSAGES } from '@mall/shared-contracts';
import type { MouseEvent } from 'react';

/**
 * The first stop of the keyboard: moves focus to the page content. It focuses `main` itself
 * instead of following `#content`, because a hash in the URL means a modal popup here.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('content');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href="#content" className="skip-link" onClick={skip}>
      {MESSAGES.skipToContent}
    </a>
  );
}
