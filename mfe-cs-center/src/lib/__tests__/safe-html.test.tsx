import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '../safe-html';

/** Payloads of the usual cheat sheets: each must come out as inert markup or text. */
const HOSTILE = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<a href="javascript:window.__xss=\'link\'">링크</a>',
  '<a href="jav&#x09;ascript:window.__xss=\'tab\'">탭</a>',
  '<a href="  JaVaScRiPt:window.__xss=\'case\'">대소문자</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">데이터</a>',
  '<svg onload="window.__xss=\'svg\'"><script>window.__xss="svg-script"</script><a href="javascript:alert(1)"><text>SVG</text></a></svg>',
  '<div onmouseover="window.__xss=\'hover\'" style="position:fixed;inset:0">덮개</div>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">폼</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<p data-x="1">데이터 속성</p><base href="https://evil.example/">',
];

describe('sanitizeHtml', () => {
  afterEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it.each(HOSTILE)('leaves nothing that runs: %s', async (payload) => {
    const clean = sanitizeHtml(`<p>본문</p>${payload}`)!;
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: clean }} />);
    expect(container.querySelector('script, svg, math, iframe, object, embed, form, button, style, base')).toBeNull();
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames())
        expect(attr.startsWith('on') || attr === 'style' || attr.startsWith('data-'), `${el.tagName} ${attr}`).toBe(false);
    }
    for (const a of container.querySelectorAll('a[href]')) expect(a.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    // Image errors and the like fire asynchronously: give them a turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    expect(container.textContent).toContain('본문');
  });

  it('keeps the formatting a notice needs, and links to other sites do not get the opener', () => {
    const clean = sanitizeHtml(
      '<h3>안내</h3><p>배송이 <strong>지연</strong>됩니다.<br>양해 부탁드립니다.</p><ul><li>하나</li></ul><table><tr><td>칸</td></tr></table><a href="https://example.com" target="_blank">링크</a><a href="/cs-center">고객센터</a><img src="/media/a.png" alt="안내 이미지">',
    )!;
    expect(clean).toContain('<strong>지연</strong>');
    expect(clean).toContain('<br>');
    expect(clean).toContain('<td>칸</td>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">링크</a>');
    expect(clean).toContain('<a href="/cs-center">고객센터</a>');
    expect(clean).toContain('<img src="/media/a.png" alt="안내 이미지">');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML, and a plain-text body as text with its line breaks', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const html = render(<SafeHtml className="body" html={'<p>첫 줄</p><img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(html.container.querySelector('.body p')?.textContent).toBe('첫 줄');
    expect(html.container.querySelector('[onerror], script')).toBeNull();
    const text = render(<SafeHtml className="body" html={'첫 줄\n둘째 줄 <3 이상'} />);
    expect(text.container.querySelector('.safe-html--text')?.textContent).toBe('첫 줄\n둘째 줄 <3 이상');
    expect(alert).not.toHaveBeenCalled();
  });
});
