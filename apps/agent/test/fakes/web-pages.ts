import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page the loopback server answers with; `hang` never answers (a timeout test). */
export type WebPage =
  | { status?: number; type?: string; body: string | Buffer }
  | { redirect: string }
  | { hang: true };

/** A running loopback web server (127.0.0.1, a port the OS picked). */
export interface WebPages {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** Request paths received, in order. */
  paths: string[];
  close(): Promise<void>;
}

/** Serves `pages` by path on 127.0.0.1; any other path is a 404. */
export async function servePages(pages: Record<string, WebPage>): Promise<WebPages> {
  const paths: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    paths.push(path);
    const page = pages[path];
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
    } else if ('hang' in page) {
      hanging.add(res);
    } else if ('redirect' in page) {
      res.writeHead(302, { location: page.redirect }).end();
    } else {
      res
        .writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/plain; charset=utf-8' })
        .end(page.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
