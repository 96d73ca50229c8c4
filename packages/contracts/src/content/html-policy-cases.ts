// What the shared allow-list (html-policy.ts) makes of authored HTML: the API's test checks the
// console's saves store exactly `output`, the web app's test that its display sanitiser gives the
// same, so the server and the browser provably apply one policy.

export const HTML_POLICY_CASES: readonly { name: string; input: string; output: string }[] = [
  {
    name: 'a script is removed with its content',
    input: '<p>Before</p><script>alert(1)</script><p>After</p>',
    output: '<p>Before</p><p>After</p>',
  },
  {
    name: 'event handlers are removed; a picture from elsewhere is dropped',
    input: '<p onclick="steal()">Hello <img src="https://evil.example/x.png" onerror="alert(2)"> there</p>',
    output: '<p>Hello  there</p>',
  },
  {
    name: 'a javascript: link is unwrapped to its text',
    input: '<p><a href="javascript:alert(1)">click</a> and <a href="java\tscript:alert(1)">this</a></p>',
    output: '<p>click and this</p>',
  },
  {
    name: 'an iframe from an unknown host is removed with its content',
    input: '<p>Watch</p><iframe src="https://unknown.example/embed">fallback</iframe>',
    output: '<p>Watch</p>',
  },
  {
    name: 'the editor’s own output is kept: headings, marks, lists, quote, safe links, own pictures',
    input:
      '<h3>Eating well</h3><h4>Iron</h4><p><strong>Bold</strong>, <em>italic</em><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>Quoted</p></blockquote>' +
      '<p><a href="https://example.com" target="_self" class="x">site</a> <a href="/ContactUs">contact</a></p>' +
      '<img src="/media/article/uploads/00000000-0000-4000-8000-000000000000.png" alt="A plate" style="width:9px">',
    output:
      '<h3>Eating well</h3><h4>Iron</h4><p><strong>Bold</strong>, <em>italic</em><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>Quoted</p></blockquote>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a> <a href="/ContactUs">contact</a></p>' +
      '<img src="/media/article/uploads/00000000-0000-4000-8000-000000000000.png" alt="A plate">',
  },
  {
    name: 'unknown tags are unwrapped, styles and comments dropped',
    input: '<div><span style="color:red">kept</span></div><style>p{}</style><!-- note --><h2>Big</h2>',
    output: 'keptBig',
  },
];
