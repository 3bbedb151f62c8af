import { describe, expect, it } from 'vitest';
import { escapeHtml, hasVisibleContent, sanitizeHtmlFragment as clean } from './sanitize';

describe('HTML sanitiser (allow-list)', () => {
  it('removes scripts, styles, frames and forms with their content', () => {
    expect(clean('<p>Oi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Oi</p>');
    expect(
      clean('<iframe src="https://x"></iframe><object data="x"></object><form action="/x"><input name="a"><button>Ok</button></form>'),
    ).toBe('Ok');
    expect(clean('<svg><script>alert(1)</script></svg><math></math>texto')).toBe('texto');
    expect(clean('<SCRIPT SRC=//x.js></SCRIPT>Ok')).toBe('Ok');
  });

  it('strips every event handler attribute', () => {
    expect(clean('<img src="https://cdn.exemplo.com/a.png" onerror="alert(1)" onload=x>')).toBe(
      '<img src="https://cdn.exemplo.com/a.png" />',
    );
    expect(clean('<p onclick="x()" onmouseover=\'y()\'>a</p>')).toBe('<p>a</p>');
    expect(clean('<a href="https://exemplo.com" onfocus="x">a</a>')).toBe(
      '<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('drops javascript:, data: and vbscript: URLs, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>x</b>',
    ])
      expect(clean(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(clean('<a href="//evil.example/x">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="/relativo">x</a><img src="x.png">')).toBe('<a target="_blank" rel="noopener noreferrer">x</a><img />');
  });

  it('keeps the formatting of the rich-text editor', () => {
    const html =
      '<h2>Oferta</h2><p class="ql-align-center">Olá, <strong>Ana</strong>! <em>Só hoje</em> <u>12x</u> <s>R$ 597</s></p>' +
      '<ul><li>Acesso vitalício</li></ul><ol><li>Um</li></ol><blockquote>Depoimento</blockquote>' +
      '<p><span style="color:#e84b3c;background-color:rgb(255, 255, 0)">cor</span><br /><a href="mailto:ajuda@aurora.com">ajuda</a></p>';
    expect(clean(html)).toBe(
      html.replace('<a href="mailto:ajuda@aurora.com">', '<a href="mailto:ajuda@aurora.com" target="_blank" rel="noopener noreferrer">'),
    );
  });

  it('keeps only allowed CSS properties and classes', () => {
    expect(clean('<p style="color: red; position: fixed; background-image: url(javascript:x)">a</p>')).toBe('<p>a</p>');
    expect(clean('<p style="text-align: center; font-size: 18px">a</p>')).toBe('<p style="text-align:center;font-size:18px">a</p>');
    expect(clean('<p class="ql-indent-1 hidden-overlay">a</p>')).toBe('<p class="ql-indent-1">a</p>');
  });

  it('tells empty results apart and escapes text for HTML', () => {
    expect(hasVisibleContent(clean('<script>x</script><p> </p>'))).toBe(false);
    expect(hasVisibleContent(clean('<p>&nbsp;</p>'))).toBe(false);
    expect(hasVisibleContent(clean('<p>ok</p>'))).toBe(true);
    expect(escapeHtml(`<b>"Zé" & 'Ana'</b>`)).toBe('&lt;b&gt;&quot;Zé&quot; &amp; &#39;Ana&#39;&lt;/b&gt;');
  });
});
