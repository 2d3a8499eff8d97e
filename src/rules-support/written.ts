// What is written for a server, directive by directive, for the rules about patterns the model
// does not otherwise read (a known vulnerability's trigger, a TLS feature the OpenSSL lacks):
// every directive of the server's own block at any depth (nginx locations, Apache sections),
// includes spliced, and those of the level it inherits from (nginx `http`, Apache's main server
// config). Conditional sections (<IfModule>, <IfDefine>) are read as if true: what a rule
// matches here is what the configuration says, not what one build of httpd would load.
import { Splicer } from '../model/splice.js';
import type { Model, Server } from '../model/types.js';
import type { Directive } from '../syntax/types.js';

export interface WrittenDirective {
  directive: Directive;
  /** `server`: the server's own block (`nested`: inside one of its locations or sections); `outer`: the level it inherits from. */
  level: 'server' | 'nested' | 'outer';
}

/** Directives by name (lower-cased for Apache), the server's own first, then the outer level's. */
export type Written = ReadonlyMap<string, readonly WrittenDirective[]>;

// Blocks whose lines are data (a map's keys, a types list), not directives.
const NGINX_DATA_BLOCKS = new Set(['map', 'types', 'geo', 'split_clients', 'charset_map', 'match', 'upstream']);
const NOTHING: Written = new Map();

const cache = new WeakMap<Server, Written>();

/** Everything written for `server` (built on first use, once per server). */
export function writtenFor(model: Model, server: Server): Written {
  let written = cache.get(server);
  if (written) return written;
  written = build(model, server);
  cache.set(server, written);
  return written;
}

/** The directives called `name` (any case for Apache) written for `server`. */
export function written(model: Model, server: Server, name: string): readonly WrittenDirective[] {
  return writtenFor(model, server).get(model.dialect === 'apache' ? name.toLowerCase() : name) ?? [];
}

function build(model: Model, server: Server): Written {
  const files = model.parsed;
  if (!files) return NOTHING;
  const apache = model.dialect === 'apache';
  const splicer = new Splicer(files, apache ? (d) => /^include(optional)?$/i.test(d.name) : (d) => d.name === 'include');
  const out = new Map<string, WrittenDirective[]>();
  const add = (d: Directive, level: WrittenDirective['level']) => {
    const key = apache ? d.name.toLowerCase() : d.name;
    const list = out.get(key);
    if (list) list.push({ directive: d, level });
    else out.set(key, [{ directive: d, level }]);
  };
  // `skip`: blocks not walked into (other servers at the outer level; data blocks).
  const walk = (list: readonly Directive[], level: WrittenDirective['level'], inner: WrittenDirective['level'], skip: (d: Directive) => boolean) => {
    for (const d of splicer.expand(list)) {
      if (d.block) {
        if (skip(d)) continue;
        add(d, level);
        walk(d.block, inner, inner, skip);
      } else add(d, level);
    }
  };
  const skipNginx = (d: Directive) => NGINX_DATA_BLOCKS.has(d.name) || d.name === 'server';
  const skipApache = (d: Directive) => /^<?virtualhost$/i.test(d.name);
  if (server.kind === 'virtual' && server.directive?.block) {
    walk(server.directive.block, 'server', 'nested', apache ? () => false : (d) => NGINX_DATA_BLOCKS.has(d.name));
    const outer = outerLevel(model, server);
    if (outer) {
      // The outer level lends its own lines only: nginx's http-level directives, not what its
      // blocks hold (other servers, upstream groups, maps); Apache's main config with its sections.
      if (apache) walk(outer, 'outer', 'outer', skipApache);
      else for (const d of splicer.expand(outer)) add(d, 'outer');
    }
  } else if (server.kind === 'global') {
    const own = apache ? files.get(model.root)?.directives : server.directive?.block ?? (model.fragment ? files.get(model.root)?.directives : undefined);
    if (own) walk(own, 'server', 'nested', apache ? skipApache : skipNginx);
  }
  return out;
}

/** The directives of the level a virtual server inherits from: its http block, or Apache's main config. */
function outerLevel(model: Model, server: Server): readonly Directive[] | undefined {
  if (model.dialect === 'apache') return model.parsed?.get(model.root)?.directives;
  // nginx: the global server (http block) listed before its servers (src/nginx/model.ts).
  let outer: Server | undefined;
  for (const s of model.servers) {
    if (s === server) break;
    if (s.kind === 'global') outer = s;
  }
  return outer?.directive?.block ?? (model.fragment ? model.parsed?.get(model.root)?.directives.filter((d) => d.name !== 'server') : undefined);
}
