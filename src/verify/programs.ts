// What a configuration would run once the server starts or answers a request: piped logs,
// rewrite maps and filters that are programs, CGI, embedded interpreters, modules from outside
// the server's own module directory. verify starts no such tree unless --allow-programs: each
// is a positioned finding (the run exits 2).
import { isAbsolute, join, posix } from 'node:path';
import type { Finding } from '../findings.js';
import { walkApache } from '../apache/walk.js';
import { parseVersion } from '../text/version.js';
import type { Model } from '../model/types.js';
import type { ConfigTree } from '../source/types.js';
import type { Directive } from '../syntax/types.js';
import { readCertFile } from '../certs/read.js';
import { inModuleDir, type ServerBinary } from './binary.js';

export const PROGRAM_RULE = 'verify-runs-program';

const NGINX_EMBEDDED: [RegExp, string][] = [
  [/^perl(_modules|_require|_set)?$/, 'embedded Perl (ngx_http_perl_module)'],
  [/^js_(import|include|set|content|body_filter|header_filter|access|preread|filter|periodic)$/, 'njs JavaScript'],
  [/_by_lua(_block|_file)?$/, 'OpenResty Lua'],
  [/^passenger_(root|enabled)$/, 'Phusion Passenger, which starts its own processes'],
];

const PIPED_LOGS = new Set(['errorlog', 'customlog', 'transferlog', 'globallog', 'forensiclog']);
const CGI_HANDLERS = /^(cgi-script|perl-script|lua-script|fcgid-script|python-program|wsgi-script)$/i;
const APACHE_EMBEDDED: [RegExp, string][] = [
  [/^perl/i, 'mod_perl'],
  [/^lua(hook|maphandler|codecache|quickhandler|authzprovider|inputfilter|outputfilter)/i, 'mod_lua'],
  [/^wsgi(scriptalias|scriptaliasmatch|daemonprocess|importscript)$/i, 'mod_wsgi'],
  [/^python(handler|import|interpreter)/i, 'mod_python'],
  [/^(fastcgiserver|fastcgiexternalserver|fcgidwrapper)$/i, 'FastCGI process manager'],
  [/^passenger(root|enabled|apprroot)?$/i, 'Phusion Passenger'],
  [/^(defineexternalauth|addexternalauth|addexternalgroup)$/i, 'mod_authnz_external'],
];
// Shared libraries LoadFile may take from the system: what distributions' own configs load.
const SYSTEM_LIBRARY_DIRS = ['/usr/lib/', '/lib/', '/usr/lib64/', '/lib64/'];

function finding(d: Directive, what: string): Finding {
  return {
    ruleId: PROGRAM_RULE,
    severity: 'error',
    message: `${what}: verify starts no server whose configuration runs programs (review them, then run with --allow-programs)`,
    location: { file: d.span.file, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn },
  };
}

function shown(d: Directive): string {
  const text = `${d.name} ${d.args.map((a) => a.raw).join(' ')}`.trim();
  return text.length > 80 ? `${text.slice(0, 77)}\u2026` : text;
}

/** Every place in `tree` that would run a program or foreign code in the server. */
export function programsIn(tree: ConfigTree, model: Model, binary: ServerBinary | undefined): Finding[] {
  return tree.dialect === 'nginx' ? nginxPrograms(tree, binary) : apachePrograms(tree, model, binary);
}

function nginxPrograms(tree: ConfigTree, binary: ServerBinary | undefined): Finding[] {
  const out: Finding[] = [];
  const visit = (list: readonly Directive[]): void => {
    for (const d of list) {
      const name = d.name.toLowerCase();
      const embedded = NGINX_EMBEDDED.find(([re]) => re.test(name));
      if (embedded) out.push(finding(d, `\`${shown(d)}\` runs ${embedded[1]} code inside nginx`));
      else if (name === 'load_module' && d.args[0] && binary) {
        const path = d.args[0].value;
        const file = isAbsolute(path) ? path : join(binary.prefix ?? '/', path);
        if (!inModuleDir(file, binary)) out.push(finding(d, `\`${shown(d)}\` loads a module from outside nginx's own module directory (${binary.moduleDirs.join(', ') || 'none found'})`));
      } else if (name === 'ssl_engine') out.push(finding(d, `\`${shown(d)}\` loads an OpenSSL engine into nginx`));
      if (d.block) visit(d.block);
    }
  };
  for (const parsed of tree.files.values()) visit(parsed.directives);
  return out;
}

function apachePrograms(tree: ConfigTree, model: Model, binary: ServerBinary | undefined): Finding[] {
  const out: Finding[] = [];
  // CGI runs only with mod_cgi or mod_cgid loaded: decided once the walk has seen every LoadModule.
  const cgi: Directive[] = [];
  const version = parseVersion(model.serverVersion) ?? parseVersion('2.4.65')!;
  const walk = walkApache(tree, version, model.serverVersion, [], (d) => {
    const name = d.name.toLowerCase();
    const first = d.args[0]?.value ?? '';
    if (PIPED_LOGS.has(name) && first.startsWith('|')) out.push(finding(d, `\`${shown(d)}\` pipes the log into a program httpd starts`));
    else if (name === 'rewritemap' && /^prg:/i.test(d.args[1]?.value ?? '')) out.push(finding(d, `\`${shown(d)}\` starts a rewrite-map program with httpd`));
    else if (name === 'extfilterdefine') out.push(finding(d, `\`${shown(d)}\` defines a filter that runs a program for each response`));
    else if (name === 'sslrandomseed' && d.args.some((a) => /^exec:/i.test(a.value))) out.push(finding(d, `\`${shown(d)}\` runs a program for random seed`));
    else if (name === 'sslpassphrasedialog' && /^(exec:|\|)/i.test(first) && encryptedKey(model)) out.push(finding(d, `\`${shown(d)}\` runs a program to decrypt an encrypted private key`));
    else if (name === 'sslcryptodevice' && first && !/^builtin$/i.test(first)) out.push(finding(d, `\`${shown(d)}\` loads an OpenSSL engine into httpd`));
    else if (name === 'loadmodule' && d.args[1] && binary) {
      const file = absoluteFor(d.args[1].value, tree.base);
      if (!inModuleDir(file, binary)) out.push(finding(d, `\`${shown(d)}\` loads a module from outside httpd's own module directory (${binary.moduleDirs.join(', ') || 'none found'})`));
    } else if (name === 'loadfile') {
      for (const a of d.args) {
        const file = absoluteFor(a.value, tree.base);
        if (!SYSTEM_LIBRARY_DIRS.some((dir) => file.startsWith(dir))) out.push(finding(d, `\`${shown(d)}\` loads a library from outside the system's library directories into httpd`));
      }
    } else if (name === 'scriptalias' || name === 'scriptaliasmatch' || name === 'action') cgi.push(d);
    else if (name === 'options' && d.args.some((a) => /^\+?execcgi$/i.test(a.value))) cgi.push(d);
    else if ((name === 'addhandler' || name === 'sethandler') && CGI_HANDLERS.test(first)) {
      if (/^cgi-script$/i.test(first)) cgi.push(d);
      else out.push(finding(d, `\`${shown(d)}\` hands requests to an interpreter`));
    } else {
      const embedded = APACHE_EMBEDDED.find(([re]) => re.test(name));
      if (embedded) out.push(finding(d, `\`${shown(d)}\` runs ${embedded[1]} code in httpd`));
    }
  });
  const loaded = walk.state.loaded;
  if (loaded.has('cgi') || loaded.has('cgid') || !walk.state.treeLoadsModules) {
    for (const d of cgi) out.push(finding(d, `\`${shown(d)}\` runs CGI programs (mod_cgi${loaded.has('cgid') ? 'd' : ''} is loaded)`));
  }
  return out;
}

function absoluteFor(path: string, base: string): string {
  return isAbsolute(path) ? posix.normalize(path) : posix.join(base, path);
}

/** A key file the copy would use as it is (readable) that is encrypted: httpd would run the pass-phrase program. */
function encryptedKey(model: Model): boolean {
  for (const server of model.servers) {
    for (const ref of [...(server.tls?.keys ?? []), ...(server.tls?.certificates ?? [])]) {
      try {
        // Only a marker is looked for; the bytes are wiped at once and never printed.
        const bytes = readCertFile(ref.resolved);
        const encrypted = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(bytes.toString('latin1'));
        bytes.fill(0);
        if (encrypted) return true;
      } catch {
        // Unreadable: a throwaway key (unencrypted) takes its place.
      }
    }
  }
  return false;
}
