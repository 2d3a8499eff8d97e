// The Apache tree as the copy runs it, as rewrite-nginx.ts does for nginx: every path httpd
// would write moves into the run's directory, document roots (and the <Directory> sections
// about them) under its docroot/, includes read the copy's files, certificates are the plan's.
// httpd's compiled-in pid file is absolute (/run/apache2.pid on Debian): the copy names its own.
import { isAbsolute, join, posix } from 'node:path';
import type { Directive } from '../syntax/types.js';
import { spanKey } from '../rules-support/helpers.js';
import { FileEdits, quote } from './edits.js';
import { IncludeLinks, mirrorOf } from './copy.js';
import type { RewriteContext, Rewritten } from './rewrite-nginx.js';
import type { ConfigTree } from '../source/types.js';

const LOGS = new Set(['customlog', 'transferlog', 'globallog', 'forensiclog']);
const RUNTIME = new Set(['defaultruntimedir', 'scoreboardfile', 'scriptsock', 'davlockdb', 'cacheroot', 'coredumpdirectory']);
const RELATIVE_READS = new Set(['loadmodule', 'loadfile', 'typesconfig', 'mimemagicfile']);
const READ_FILES = new Set(['sslcertificatefile', 'sslcertificatekeyfile', 'sslcertificatechainfile', 'sslcacertificatefile', 'sslcarevocationfile', 'sslsessionticketkeyfile']);
const SOCACHE = /^(shmcb|dbm|shmht|dc):([^(]+)(\(.*\))?$/i;

/** Every socket Listen and <VirtualHost> name, for loopback-ports isolation. */
export function apacheSockets(tree: ConfigTree): string[] {
  const out: string[] = [];
  const visit = (list: readonly Directive[]): void => {
    for (const d of list) {
      const name = d.name.toLowerCase();
      if (name === 'listen' && d.args[0]) out.push(d.args[0].value);
      if (name === 'virtualhost') for (const a of d.args) out.push(vhostSocket(a.value));
      if (d.block) visit(d.block);
    }
  };
  for (const parsed of tree.files.values()) visit(parsed.directives);
  return out;
}

/** `*:443`, `_default_:443` and `192.0.2.1` (port from Listen: 80 assumed) as a socket. */
export function vhostSocket(value: string): string {
  const v = value.replace(/^_default_/i, '*');
  return /:\d+$/.test(v) || /^\[.*\]:\d+$/.test(v) ? v : `${v}:80`;
}

export function rewriteApache(ctx: RewriteContext): Rewritten {
  const { tree, layout } = ctx;
  const links = new IncludeLinks(layout);
  const out: Rewritten = { texts: new Map(), main: mirrorOf(layout, tree.root), roots: [], aliases: [], changes: [], links: new Map() };
  const change = (c: string) => {
    if (!out.changes.includes(c)) out.changes.push(c);
  };
  const absolute = (value: string) => (isAbsolute(value) ? posix.normalize(value) : posix.join(tree.base, value));
  let logs = 0;
  let caches = 0;

  for (const [file, parsed] of tree.files) {
    const text = ctx.text(file);
    if (text === undefined) continue;
    const edits = new FileEdits(text, 'apache');
    const walk = (list: readonly Directive[]): void => {
      for (const d of list) {
        const name = d.name.toLowerCase();
        const [first, second] = d.args;
        if (name === 'include' || name === 'includeoptional') {
          if (first) edits.replaceArg(first, links.link(d));
        } else if (name === 'serverroot' && first) edits.replaceArg(first, mirrorOf(layout, absolute(first.value)));
        else if (name === 'pidfile' && first) edits.replaceArg(first, join(layout.run, 'httpd.pid'));
        else if (name === 'errorlog' && first) edits.replaceArg(first, join(layout.logs, 'error.log'));
        else if (LOGS.has(name) && first) edits.replaceArg(first, join(layout.logs, `access-${++logs}.log`));
        else if (RUNTIME.has(name) && first) edits.replaceArg(first, join(layout.run, name === 'defaultruntimedir' || name === 'cacheroot' || name === 'coredumpdirectory' ? '' : `${name}-${++caches}`));
        else if (name === 'mutex') {
          for (const a of d.args) if (/^(file|fcntl|flock|posixsem|sysvsem|pthread|default):/i.test(a.value)) edits.replaceArg(a, `${a.value.split(':')[0]}:${layout.run}`);
        } else if ((name === 'sslsessioncache' || name === 'sslstaplingcache') && first) {
          const m = SOCACHE.exec(first.value);
          if (m) edits.replaceArg(first, `${m[1]}:${join(layout.run, `${name}-${++caches}`)}${m[3] ?? ''}`);
        } else if (name === 'documentroot' && first) {
          const dir = join(layout.docroot, absolute(first.value));
          edits.replaceArg(first, dir);
          out.roots.push(dir);
        } else if ((name === 'alias' || name === 'scriptalias') && second) {
          const dir = join(layout.docroot, absolute(second.value));
          edits.replaceArg(second, dir);
          out.aliases.push({ dir, prefix: first.value });
        } else if (name === 'aliasmatch' && second) {
          edits.replaceArg(second, join(layout.docroot, absolute(second.value)));
        } else if (name === 'directory' && first && first.value !== '/') {
          edits.replaceArg(first, join(layout.docroot, absolute(first.value)));
        } else if (name === 'directorymatch' && first && /^\^?\//.test(first.value)) {
          edits.replaceArg(first, first.value.replace(/^(\^?)\//, `$1${layout.docroot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
        } else if (RELATIVE_READS.has(name)) {
          const arg = name === 'loadmodule' ? second : first;
          if (arg && !isAbsolute(arg.value)) edits.replaceArg(arg, absolute(arg.value));
        } else if (READ_FILES.has(name) && first) {
          const path = ctx.files.get(spanKey(d.span));
          edits.replaceArg(first, path ?? absolute(first.value));
        } else if (name === 'listen' && first && ctx.ports) {
          edits.replaceArg(first, `127.0.0.1:${ctx.ports.portFor(first.value)}`);
          change('listening on loopback ports instead of the configured ones');
        } else if (name === 'virtualhost' && ctx.ports) {
          for (const a of d.args) {
            const socket = vhostSocket(a.value);
            const port = ctx.ports.portFor(socket);
            edits.replaceArg(a, socket.startsWith('*') ? `*:${port}` : `127.0.0.1:${port}`);
          }
        } else if (name === 'sslusestapling' && first && /^on$/i.test(first.value) && ctx.ports) {
          edits.replaceArg(first, 'off');
          change('OCSP stapling off (with loopback ports it would ask a responder on the network)');
        }
        if (d.block) walk(d.block);
      }
    };
    walk(parsed.directives);
    if (file === tree.root) {
      // httpd's compiled-in pid file, runtime directory and main error log: the copy's own, read last.
      edits.append([`PidFile ${quote(join(layout.run, 'httpd.pid'), 'apache')}`, `DefaultRuntimeDir ${quote(layout.run, 'apache')}`, `ErrorLog ${quote(join(layout.logs, 'error.log'), 'apache')}`, ''].join('\n'));
    }
    out.texts.set(file, edits.result());
  }
  out.links = links.names;
  return out;
}
