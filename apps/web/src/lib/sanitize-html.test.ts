import { HTML_POLICY_CASES } from '@care/contracts/content/html-policy-cases';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  // The same cases the API's test saves through the console (apps/api/test/staff-content.test.ts):
  // the web shows exactly what the server stored.
  it.each(HTML_POLICY_CASES)('gives what the API stores: $name', ({ input, output }) => {
    expect(sanitizeHtml(input)).toBe(output);
    expect(sanitizeHtml(output)).toBe(output);
  });

  it('removes scripts and event handlers', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><p onclick="steal()">Hello <img src=x onerror="alert(2)"> there</p>',
    );
    expect(out).toBe('<p>Hello  there</p>');
    expect(out).not.toMatch(/script|onerror|onclick|alert/);
  });

  it('keeps the allowed tags without their attributes', () => {
    const html =
      '<h3 class="t">Title</h3><h4>Sub</h4><p style="color:red">A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Title</h3><h4>Sub</h4><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i><br></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('unwraps unknown tags and drops dangerous ones with their content', () => {
    expect(sanitizeHtml('<div><span>kept</span></div><style>p{}</style><iframe src="x">no</iframe>')).toBe(
      'kept',
    );
    expect(sanitizeHtml('<p>a<!-- note -->b</p>')).toBe('<p>ab</p>');
  });

  it('opens safe external links in a new tab with noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com" onmouseover="x()">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="mailto:care@example.com">mail</a>')).toContain(
      'href="mailto:care@example.com"',
    );
    expect(sanitizeHtml('<a href="tel:+919876543210">call</a>')).toContain('href="tel:+919876543210"');
  });

  it('keeps links within the app and strips unsafe ones to text', () => {
    expect(sanitizeHtml('<a href="/ContactUs">Contact Us</a>')).toBe('<a href="/ContactUs">Contact Us</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('x');
  });

  it('cleans what is inside an unsafe link it unwraps', () => {
    expect(
      sanitizeHtml('<a href="javascript:alert(1)"><img src=x onerror=alert(1)><b onclick="x()">t</b></a>'),
    ).toBe('<b>t</b>');
    expect(sanitizeHtml('<a>no address</a><a href="">empty</a>')).toBe('no addressempty');
  });

  it('replaces the target and rel a link arrives with', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/ContactUs" target="_blank">x</a>')).toBe('<a href="/ContactUs">x</a>');
  });

  it('drops every attribute but a link address, including ids, data and aria', () => {
    expect(
      sanitizeHtml('<p id="cookie" data-x="1" aria-label="l" href="/x">a</p><a href="/x" id="y">b</a>'),
    ).toBe('<p>a</p><a href="/x">b</a>');
  });

  // Classic mutation-XSS and filter-bypass payloads: namespace confusion, raw-text elements read
  // differently once re-parsed, and schemes hidden behind entities or control characters.
  it.each([
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></mtext></svg></mglyph></h1></mtext></math>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<form><button formaction=javascript:alert(1)>go</button></form>',
    '<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    '<template><img src=x onerror=alert(1)></template>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x0A;script:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="/\\evil.example">x</a>',
    '<a href="/&#x09;/evil.example">x</a>',
    '<p style="background:url(javascript:alert(1))" onfocus=alert(1) autofocus tabindex=1>x</p>',
    '<details open ontoggle=alert(1)>x</details>',
    '<a href="https://ok.example" onclick="alert(1)" style="x" formaction="javascript:alert(1)">x</a>',
  ])('neutralises %s', (payload) => {
    const out = sanitizeHtml(payload);
    expect(out).not.toMatch(
      /<(?:img|script|style|svg|math|iframe|object|embed|form|button|template|noscript|xmp)/i,
    );
    expect(out).not.toMatch(/\son\w+=|javascript:|vbscript:|data:|style=|formaction|srcdoc/i);
    // Whatever is left parses back to the same markup: nothing mutates on a second pass.
    expect(sanitizeHtml(out)).toBe(out);
    const parsed = document.createElement('div');
    parsed.innerHTML = out;
    expect(parsed.querySelectorAll('*:not(p, br, strong, b, em, i, ul, ol, li, a, h3, h4)')).toHaveLength(0);
    for (const a of Array.from(parsed.querySelectorAll('a'))) {
      expect(a.getAttribute('href')).toMatch(/^(?:https:\/\/ok\.example|\/(?![/\\]))/);
    }
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
