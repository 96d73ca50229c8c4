import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
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

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
