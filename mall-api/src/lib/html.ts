import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and double-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small self-contained page (the sandboxes of external services): no script, one inline style. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;margin:0;padding:24px 16px;color:#111;background:#fafafa}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:20px}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#555;margin:0 0 16px;font-size:14px}
label{display:block;margin:12px 0 4px;font-weight:600;font-size:14px}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:8px;font-size:16px}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:20px}
button{padding:12px;border-radius:8px;border:1px solid #111;font-size:16px;font-weight:600;background:#111;color:#fff}
button.secondary{background:#fff;color:#111}
.badge{display:inline-block;background:#fff3cd;color:#5c4400;border-radius:4px;padding:2px 6px;font-size:12px;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;border-bottom:1px solid #eee;padding:8px 4px;vertical-align:top}
.error{color:#b00020}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * Sends one of those pages, never cached. `popup`: a page the storefront opened in a popup and polls
 * (identity verification, social login): helmet's `Cross-Origin-Opener-Policy: same-origin` would
 * cut it off from its opener (the shell sends none), which then sees the popup as closed midway.
 */
export const sendHtml = (reply: FastifyReply, html: string, status = 200, { popup = false }: { popup?: boolean } = {}) => {
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  if (popup) reply.header('cross-origin-opener-policy', 'unsafe-none');
  return reply.send(html);
};
