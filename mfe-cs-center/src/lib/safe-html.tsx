import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * What a notice body may hold: text formatting, lists, tables, links and images. No scripts, no
 * SVG or MathML, no frames, forms or styles, no event handlers and no `style` attribute (a body
 * must not draw over the page); `javascript:` and other non-web URLs are dropped by DOMPurify.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

let hooked = false;
/** Links that open elsewhere do not hand the opener to the other site. */
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * Operator-written HTML made safe to insert. Without a DOM (a server render) there is no sanitiser,
 * so nothing is returned rather than the raw markup: the body appears once the page runs in the browser.
 */
export function sanitizeHtml(html: string): string | null {
  if (!DOMPurify.isSupported) return null;
  addLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}

const HAS_MARKUP = /<[a-z!/]/i;

/** An operator-written body: HTML goes through sanitizeHtml; a plain-text body keeps its line breaks. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const markup = HAS_MARKUP.test(html);
  const clean = useMemo(() => (markup ? sanitizeHtml(html) : null), [html, markup]);
  if (!markup) return <div className={`${className ?? ''} safe-html--text`.trim()}>{html}</div>;
  if (clean === null) return <div className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
