import { createReadStream, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

/** Options of {@link serveStatic}. */
export interface ServeStaticOptions {
  /** Folder to serve. */
  root: string;
  /** Address to listen on; default `127.0.0.1`. */
  host?: string;
  /** Port; default 0 (a free port). */
  port?: number;
}

/** A static server that is listening. */
export interface RunningStaticServer {
  /** Base URL, e.g. `http://127.0.0.1:4020`. */
  url: string;
  /** Stops accepting and closes open connections. */
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

function isFile(path: string): boolean | "dir" {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? "dir" : stat.isFile();
  } catch {
    return false;
  }
}

/** Serves a folder read-only: `dir/` answers `dir/index.html`, `dir` redirects to `dir/`, nothing outside `root`. */
export function createStaticServer(root: string): Server {
  const base = normalize(root + sep);
  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end("bad path");
      return;
    }
    let file = normalize(join(base, pathname));
    if (!file.startsWith(base) && file !== normalize(root)) {
      res.writeHead(404).end("not found");
      return;
    }
    const kind = isFile(file);
    if (kind === "dir" && !pathname.endsWith("/")) {
      // Relative links in the pages need the trailing slash; the fragment (#code) survives the redirect.
      res.writeHead(301, { location: `${pathname}/` }).end();
      return;
    }
    if (kind === "dir") file = join(file, "index.html");
    if (isFile(file) !== true) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
}

/** Serves `root` and resolves once listening. */
export async function serveStatic(options: ServeStaticOptions): Promise<RunningStaticServer> {
  const server = createStaticServer(options.root);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(":") ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
