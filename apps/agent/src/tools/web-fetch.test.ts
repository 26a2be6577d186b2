import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages, type WebPages } from '../../test/fakes/web-pages.js';
import { htmlText, webFetch, webFetchTool } from './web-fetch.js';

let web: WebPages;
beforeAll(async () => {
  web = await servePages({
    '/notes.txt': { body: 'plain notes\n' },
    '/page': {
      type: 'text/html',
      body: '<html><head><style>p{}</style><script>x()</script></head><body><h1>Title</h1><p>a &amp; b</p></body></html>',
    },
    '/big': { body: 'x'.repeat(5000) },
    '/moved': { redirect: '/notes.txt' },
    '/image': { type: 'image/png', body: Buffer.from([0x89, 0x50]) },
    '/slow': { hang: true },
  });
});
afterAll(() => web.close());

describe('web_fetch', () => {
  it("fetches a page over http and returns its text with Claude Code's WebFetch name", async () => {
    const tool = webFetchTool();
    expect(tool.harnessNames).toEqual({ claude: 'WebFetch' });
    expect(tool.toSchema().inputSchema).toMatchObject({ required: ['url'] });
    await expect(webFetch({ url: `${web.url}/notes.txt`, prompt: 'what notes?' })).resolves.toEqual(
      {
        url: `${web.url}/notes.txt`,
        status: 200,
        content_type: 'text/plain; charset=utf-8',
        bytes: 12,
        truncated: false,
        content: 'plain notes\n',
        prompt: 'what notes?',
      },
    );
  });

  it('reduces HTML to its text and follows a redirect', async () => {
    expect((await webFetch({ url: `${web.url}/page` })).content).toBe('Title\na & b');
    const moved = await webFetch({ url: `${web.url}/moved` });
    expect([moved.url, moved.content]).toEqual([`${web.url}/notes.txt`, 'plain notes\n']);
    expect(htmlText('<p>1 &lt; 2</p>')).toBe('1 < 2');
  });

  it('caps the body at maxBytes and says it was truncated', async () => {
    const big = await webFetch({ url: `${web.url}/big` }, { maxBytes: 1000 });
    expect([big.bytes, big.truncated, big.content.length]).toEqual([1000, true, 1000]);
  });

  it('refuses file: and other schemes before any request, and fails on errors, non-text and timeouts', async () => {
    const before = web.paths.length;
    await expect(webFetch({ url: 'file:///etc/passwd' })).rejects.toThrow(
      'web_fetch: only http and https URLs are fetched, not file:',
    );
    await expect(webFetch({ url: 'not a url' })).rejects.toThrow(
      'web_fetch: not a URL: "not a url"',
    );
    expect(web.paths.length).toBe(before);
    await expect(webFetch({ url: `${web.url}/missing` })).rejects.toThrow(
      `web_fetch: HTTP 404 Not Found from ${web.url}/missing`,
    );
    await expect(webFetch({ url: `${web.url}/image` })).rejects.toThrow(
      `web_fetch: ${web.url}/image is image/png, not text`,
    );
    await expect(webFetch({ url: `${web.url}/slow` }, { timeoutMs: 100 })).rejects.toThrow(
      `web_fetch: ${web.url}/slow took longer than 100 ms`,
    );
  });
});
