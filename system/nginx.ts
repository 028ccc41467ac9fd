import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT_DIR, sleep } from "./harness";

/**
 * nginx (Debian's package) in front of the app processes, with the configuration the project ships
 * in deploy/nginx.conf. Only the upstream addresses, the listen address and the cache path are
 * replaced; every proxy setting is the shipped one.
 */
export const NGINX_BIN = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
export const nginxUnavailable: string | undefined = NGINX_BIN
  ? undefined
  : "nginx is not installed (apt-get install nginx-light; .ci/run installs it)";

export interface Nginx {
  url: string;
  port: number;
  /** The master process (its worker is its child). */
  pid: number;
  /** What nginx logged (its error log). */
  errors(): string;
  close(): Promise<void>;
}

/** deploy/nginx.conf with these upstreams, listening on 127.0.0.1:port, caching under `cacheDir`. */
export function renderNginxSite(upstreams: string[], port: number, cacheDir: string): string {
  const shipped = fs.readFileSync(path.join(ROOT_DIR, "deploy", "nginx.conf"), "utf8");
  const servers = upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=2s;`).join("\n");
  const site = shipped
    .replace(
      /(upstream queestudiar_app \{[\s\S]*?)((?:\n\s*server [^\n]+;)+)/,
      (_all, head: string) => `${head}\n${servers}`,
    )
    .replace(/\n(\s*)listen 80;/, `\n$1listen 127.0.0.1:${port};`)
    .replace("/var/cache/nginx/queestudiar", cacheDir);
  if (!site.includes(`listen 127.0.0.1:${port};`) || !upstreams.every((u) => site.includes(`server ${u} `))) {
    throw new Error("deploy/nginx.conf no longer has the upstream block or the `listen 80;` line the tests replace");
  }
  return site;
}

export async function startNginx(options: { upstreams: string[]; port: number }): Promise<Nginx> {
  if (!NGINX_BIN) throw new Error(nginxUnavailable);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-nginx-"));
  const site = renderNginxSite(options.upstreams, options.port, path.join(dir, "cache"));
  fs.writeFileSync(path.join(dir, "queestudiar.conf"), site);
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${temp("access.log")};
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${temp("queestudiar.conf")};
}
`,
  );
  const check = spawnSync(NGINX_BIN, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX_BIN, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(options.port))) {
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${options.port}:\n${readOr(temp("error.log"))}`);
    }
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    pid: child.pid!,
    errors: () => readOr(temp("error.log")),
    async close() {
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
