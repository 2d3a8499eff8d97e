// The nginx tree as the copy runs it. Every path nginx would write (pid, lock, logs, temp and
// cache directories, Unix sockets) moves into the run's directory; document roots move under
// its docroot/; includes read the copy's files; certificates are the plan's; upstreams become a
// Unix socket nobody listens on (nginx resolves their names when it starts, and verify neither
// resolves nor contacts anything). With loopback-ports isolation every listen moves to a free
// port on 127.0.0.1 and stapling is switched off (it would ask a responder on the network).
import { isAbsolute, join } from 'node:path';
import type { ConfigTree } from '../source/types.js';
import type { Directive, ParsedFile } from '../syntax/types.js';
import { spanKey } from '../rules-support/helpers.js';
import { FileEdits, quote } from './edits.js';
import { IncludeLinks, levelDirectives, mirrorOf, type CopyLayout } from './copy.js';
import type { ServerBinary } from './binary.js';
import type { PortMap } from './ports.js';

export interface RewriteContext {
  tree: ConfigTree;
  text: (file: string) => string | undefined;
  layout: CopyLayout;
  binary: ServerBinary;
  /** Directive span -> the certificate (or other read file) path the copy uses. */
  files: Map<string, string>;
  /** Set with loopback-ports isolation: configured socket -> port on 127.0.0.1. */
  ports?: PortMap;
}

export interface Rewritten {
  /** Real path of each original file -> the copy's text. */
  texts: Map<string, string>;
  /** The copy's main file. */
  main: string;
  /** Directories the copy serves files from (each gets the dummy files). */
  roots: string[];
  /** alias directories with the location prefix they replace. */
  aliases: { dir: string; prefix: string }[];
  /** What the copy changes beside paths, said once each. */
  changes: string[];
  /** Include links -> the original files (IncludeLinks.names). */
  links: ReadonlyMap<string, string>;
}

const TEMP_PATHS: [string, string | undefined][] = [
  ['client_body_temp_path', undefined],
  ['proxy_temp_path', 'http_proxy'],
  ['fastcgi_temp_path', 'http_fastcgi'],
  ['uwsgi_temp_path', 'http_uwsgi'],
  ['scgi_temp_path', 'http_scgi'],
];
const CACHE_PATHS = new Set(['proxy_cache_path', 'fastcgi_cache_path', 'uwsgi_cache_path', 'scgi_cache_path']);
const PASSES = new Set(['proxy_pass', 'fastcgi_pass', 'uwsgi_pass', 'scgi_pass', 'grpc_pass', 'memcached_pass']);
const READ_FILES = new Set(['ssl_certificate', 'ssl_certificate_key', 'ssl_trusted_certificate', 'ssl_client_certificate', 'ssl_dhparam', 'ssl_session_ticket_key', 'ssl_stapling_file', 'ssl_crl']);

/** The socket a server without `listen` takes when nginx starts as root (ngx_http_core_server). */
export const DEFAULT_LISTEN = '*:80';

/** Every socket the tree's listen lines name, for loopback-ports isolation. */
export function nginxSockets(tree: ConfigTree): string[] {
  const out: string[] = [DEFAULT_LISTEN];
  const visit = (list: readonly Directive[]): void => {
    for (const d of list) {
      if (d.name === 'listen' && d.args[0] && !d.args[0].value.startsWith('unix:')) out.push(d.args[0].value);
      if (d.block) visit(d.block);
    }
  };
  for (const parsed of tree.files.values()) visit(parsed.directives);
  return out;
}

export function rewriteNginx(ctx: RewriteContext): Rewritten {
  const { tree, layout, binary } = ctx;
  const links = new IncludeLinks(layout);
  const out: Rewritten = { texts: new Map(), main: mirrorOf(layout, tree.root), roots: [join(layout.prefix, 'html')], aliases: [], changes: [], links: new Map() };
  const change = (c: string) => {
    if (!out.changes.includes(c)) out.changes.push(c);
  };
  const without = new Set(binary.configure.filter((a) => a.startsWith('--without-')).map((a) => a.slice('--without-'.length).replace(/_module$/, '')));
  const upstreams = new Set<string>();
  for (const parsed of tree.files.values()) collectUpstreams(parsed.directives, upstreams);
  const deadSocket = `unix:${join(layout.sock, 'upstream.sock')}`;
  let logs = 0;

  for (const [file, parsed] of tree.files) {
    const text = ctx.text(file);
    if (text === undefined) continue;
    const edits = new FileEdits(text, 'nginx');
    const walk = (list: readonly Directive[], parent: string): void => {
      for (const d of list) {
        const name = d.name.toLowerCase();
        const first = d.args[0];
        switch (name) {
          case 'include':
            if (first) edits.replaceArg(first, links.link(d));
            break;
          case 'pid':
            if (first) edits.replaceArg(first, join(layout.run, 'nginx.pid'));
            break;
          case 'lock_file':
            if (first) edits.replaceArg(first, join(layout.run, 'nginx.lock'));
            break;
          case 'error_log':
            if (first && first.value !== 'stderr' && !first.value.startsWith('memory:')) edits.replaceArg(first, join(layout.logs, 'error.log'));
            break;
          case 'access_log':
            if (first && first.value !== 'off') edits.replaceArg(first, join(layout.logs, `access-${++logs}.log`));
            break;
          case 'daemon':
            if (first) edits.replaceArg(first, 'off');
            break;
          case 'master_process':
            if (first && ctx.ports) {
              edits.replaceArg(first, 'off');
              change('one nginx process (master_process off), which dies with the supervisor');
            }
            break;
          case 'worker_processes':
            if (first && first.value !== '1') {
              edits.replaceArg(first, '1');
              change('one worker process');
            }
            break;
          case 'working_directory':
          case 'google_perftools_profiles':
            if (first) edits.replaceArg(first, layout.tmp);
            break;
          case 'load_module':
            // Relative to nginx's own prefix, which the copy's -p replaces.
            if (first && !isAbsolute(first.value)) edits.replaceArg(first, join(binary.prefix ?? '/', first.value));
            break;
          case 'root':
          case 'alias':
            if (first) {
              const dir = isAbsolute(first.value) ? join(layout.docroot, first.value) : join(layout.prefix, first.value);
              if (isAbsolute(first.value)) edits.replaceArg(first, dir);
              if (!dir.includes('$')) {
                if (name === 'root') out.roots.push(dir);
                else out.aliases.push({ dir, prefix: locationPrefix(d, tree) });
              }
            }
            break;
          case 'listen':
            if (first) rewriteListen(d, edits, ctx, change);
            break;
          case 'ssl_stapling':
            if (first && ctx.ports && first.value === 'on') {
              edits.replaceArg(first, 'off');
              change('OCSP stapling off (with loopback ports it would ask a responder on the network)');
            }
            break;
          case 'resolver':
            if (ctx.ports) {
              edits.replaceArgs(d.args, '127.0.0.1:9 ipv6=off');
              change('resolver pointed at 127.0.0.1:9, where nothing answers (loopback ports)');
            }
            break;
          case 'server':
            if (parent === 'upstream' && first && !first.value.startsWith('unix:')) {
              edits.replaceArgs(d.args, `${deadSocket}${d.args.slice(1).filter((a) => !/^(resolve|service=)/.test(a.value)).map((a) => ` ${a.raw}`).join('')}`);
              change('upstream servers replaced by a Unix socket nobody listens on');
            }
            break;
          default:
            if (TEMP_PATHS.some(([n]) => n === name) && first) edits.replaceArg(first, join(layout.tmp, name.replace(/_temp_path$/, '')));
            else if (CACHE_PATHS.has(name) && first) edits.replaceArg(first, join(layout.tmp, `cache-${d.span.line}-${d.span.column}`));
            else if (PASSES.has(name) && first) {
              const target = passTarget(first.value, upstreams, deadSocket);
              if (target !== undefined) {
                edits.replaceArg(first, target);
                change('upstream servers replaced by a Unix socket nobody listens on');
              }
            } else if (READ_FILES.has(name) && first) {
              const path = ctx.files.get(spanKey(d.span));
              if (path) edits.replaceArg(first, path);
              else if (!isAbsolute(first.value) && !first.value.includes('$') && !first.value.startsWith('data:')) edits.replaceArg(first, join(tree.base, first.value));
            }
        }
        // A server without listen takes *:80 (or *:8000 when not root): with loopback ports it must not.
        if (name === 'server' && d.block && (parent === 'http' || parent === 'included') && ctx.ports && !levelDirectives(d.block, tree).some((x) => x.name === 'listen')) {
          edits.insertAfterBrace(d.span, `listen 127.0.0.1:${ctx.ports.portFor(DEFAULT_LISTEN)};`);
        }
        if (d.block) walk(d.block, name);
      }
    };
    walk(parsed.directives, file === tree.root ? 'main' : 'included');
    addMissing(parsed, tree, edits, layout, without, file === tree.root, !!ctx.ports, change);
    out.texts.set(file, edits.result());
  }
  out.links = links.names;
  return out;
}

/** The temp paths, the access log and the main-context files nginx would otherwise take from its compiled-in defaults. */
function addMissing(parsed: ParsedFile, tree: ConfigTree, edits: FileEdits, layout: CopyLayout, without: Set<string>, isMain: boolean, ports: boolean, change: (c: string) => void): void {
  if (isMain) {
    const top = new Set(levelDirectives(parsed.directives, tree).map((d) => d.name.toLowerCase()));
    const add: string[] = [];
    if (!top.has('pid')) add.push(`pid ${quote(join(layout.run, 'nginx.pid'), 'nginx')};`);
    if (!top.has('lock_file')) add.push(`lock_file ${quote(join(layout.run, 'nginx.lock'), 'nginx')};`);
    if (!top.has('daemon')) add.push('daemon off;');
    // Without a PID namespace, one process that dies with the supervisor (sandbox.ts).
    if (ports && !top.has('master_process')) add.push('master_process off;');
    if (ports) change('one nginx process (master_process off), which dies with the supervisor');
    // One more main error log, at warn: what nginx says about stapling and certificates.
    add.push(`error_log ${quote(join(layout.logs, 'error.log'), 'nginx')} warn;`);
    edits.prepend(add.join(' '));
  }
  const visit = (list: readonly Directive[]): void => {
    for (const d of list) {
      if (d.name === 'http' && d.block) {
        const level = new Set(levelDirectives(d.block, tree).map((x) => x.name.toLowerCase()));
        const add: string[] = [];
        for (const [name, module] of TEMP_PATHS) {
          if (!level.has(name) && !(module && without.has(module))) add.push(`${name} ${quote(join(layout.tmp, name.replace(/_temp_path$/, '')), 'nginx')};`);
        }
        if (!level.has('access_log')) add.push(`access_log ${quote(join(layout.logs, 'access.log'), 'nginx')};`);
        if (add.length) edits.insertAfterBrace(d.span, add.join(' '));
      }
    }
  };
  visit(parsed.directives);
}

function collectUpstreams(list: readonly Directive[], into: Set<string>): void {
  for (const d of list) {
    if (d.name === 'upstream' && d.args[0]) into.add(d.args[0].value);
    if (d.block) collectUpstreams(d.block, into);
  }
}

/**
 * What a `*_pass` names instead, or undefined to leave it: a name of an upstream block (its
 * servers are rewritten), a variable (resolved per request, and verify requests none of those),
 * or a Unix socket already.
 */
function passTarget(value: string, upstreams: Set<string>, dead: string): string | undefined {
  if (value.includes('$')) return undefined;
  const m = /^([a-z]+:\/\/)?([^/]+)(\/.*)?$/i.exec(value);
  if (!m) return undefined;
  const [, scheme = '', host, rest = ''] = m;
  if (host.startsWith('unix:') || upstreams.has(host)) return undefined;
  return scheme ? `${scheme}${dead}:${rest || '/'}` : dead;
}

/** The prefix a location's alias replaces (`location /static/ { alias ... }`), '' for a regex one. */
function locationPrefix(d: Directive, tree: ConfigTree): string {
  for (const parsed of tree.files.values()) {
    const found = findParent(parsed.directives, d);
    if (found) {
      const args = found.args.map((a) => a.value);
      return args.length === 1 ? args[0] : args[0] === '^~' ? args[1] : '';
    }
  }
  return '';
}

function findParent(list: readonly Directive[], target: Directive): Directive | undefined {
  for (const d of list) {
    if (!d.block) continue;
    if (d.block.includes(target) && d.name === 'location') return d;
    const inner = findParent(d.block, target);
    if (inner) return inner;
  }
  return undefined;
}

function rewriteListen(d: Directive, edits: FileEdits, ctx: RewriteContext, change: (c: string) => void): void {
  const first = d.args[0];
  if (first.value.startsWith('unix:')) {
    edits.replaceArg(first, `unix:${join(ctx.layout.sock, `listen-${d.span.line}-${d.span.column}.sock`)}`);
    return;
  }
  if (!ctx.ports) return;
  const port = ctx.ports.portFor(first.value);
  edits.replaceArg(first, `127.0.0.1:${port}`);
  // IPv6-only options make no sense on 127.0.0.1.
  for (const a of d.args.slice(1)) if (/^ipv6only=/.test(a.value)) edits.replaceArgs([a], '');
  change('listening on loopback ports instead of the configured ones');
}
