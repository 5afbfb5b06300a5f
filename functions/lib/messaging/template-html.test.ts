import { describe, expect, it } from 'vitest';
import { cleanTemplateHtml, withCleanHtml } from './template-html.js';

describe("an admin's HTML e-mail body", () => {
  it.each([
    ['<script>alert(1)</script><p>Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">Hi', 'Hi'],
    ['<p style="background:url(x)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,x">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><form><input></form>Hi', 'Hi'],
  ])('drops what could run or load: %s', (html, clean) => {
    expect(cleanTemplateHtml(html)).toBe(clean);
  });

  it('keeps formatting and http, https and mailto links', () => {
    const html =
      '<h2>News</h2><p><strong>Bold</strong>, <em>soft</em><br></p><ul><li>one</li></ul>' +
      '<a href="https://market.example/a" title="A">a</a><a href="http://x.example">b</a>' +
      '<a href="mailto:info@market.example">c</a><a href="{{link}}">d</a>';
    expect(cleanTemplateHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('leaves a text body as written: it is escaped when sent', () => {
    const edit = { isHtml: false, emailBody: '<b>1 < 2</b>' };
    expect(withCleanHtml(edit)).toBe(edit);
  });
});
