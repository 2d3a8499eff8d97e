// What is written for a server, directive by directive, for the rules about patterns the model
// does not otherwise read (a known vulnerability's trigger, a TLS feature the OpenSSL lacks):
// every directive of the server's own block at any depth (nginx locations, Apache sections),
// includes spliced, and those of the level it inherits from (nginx `http`, Apache's main server
// config). Conditional sections (<IfModule>, <IfDefine>) are read as if true: what a rule
// matches here is what the configuration says, not what one build of httpd would load.
//
// Built on first use: a server's own lines once per server, the outer level's once per model
// (shared by its servers: a tree of 10,000 servers included into one http block expands it once).
import { Splicer } from '../model/splice.js';
import type { Model, Server } from '../model/types.js';
import type { Directive } from '../syntax/types.js';

export interface WrittenDirective {
  directive: Directive;
  /** `server`: the server's own block (`nested`: inside one of its locations or sections); `outer`: the level it inherits from. */
  level: 'server' | 'nested' | 'outer';
}

type Index = Map<string, WrittenDirective[]>;

// Blocks whose lines are data (a map's keys, a types list) or another server's, not this one's.
const NGINX_NOT_WALKED = new Set(['map', 'types', 'geo', 'split_clients', 'charset_map', 'match', 'upstream', 'server']);
const NOTHING: readonly WrittenDirective[] = [];

interface PerModel {
  splicer?: Splicer;
  /** nginx: the global server (http block) each virtual server inherits from. */
  outerOf?: Map<Server, Server | undefined>;
  /** The outer level's index, by the global server (nginx) or once (Apache's main config: key undefined). */
  outer: Map<Server | undefined, Index>;
  own: WeakMap<Server, Index>;
}

const models = new WeakMap<Model, PerModel>();

/** The directives called `name` (any case for Apache) written for `server`: its own first, then the outer level's. */
export function written(model: Model, server: Server, name: string): readonly WrittenDirective[] {
  if (!model.parsed) return NOTHING;
  const key = model.dialect === 'apache' ? name.toLowerCase() : name;
  const state = stateOf(model);
  let own = state.own.get(server);
  if (!own) state.own.set(server, (own = ownIndex(model, state, server)));
  const outer = server.kind === 'virtual' ? outerIndex(model, state, server) : undefined;
  const mine = own.get(key);
  const theirs = outer?.get(key);
  if (!theirs) return mine ?? NOTHING;
  if (!mine) return theirs;
  return [...mine, ...theirs];
}

function stateOf(model: Model): PerModel {
  let state = models.get(model);
  if (!state) models.set(model, (state = { outer: new Map(), own: new WeakMap() }));
  return state;
}

function splicerOf(model: Model, state: PerModel): Splicer {
  state.splicer ??= new Splicer(model.parsed!, model.dialect === 'apache' ? (d) => /^include(optional)?$/i.test(d.name) : (d) => d.name === 'include');
  return state.splicer;
}

/** Indexes `list` into `into`: `level` for its own lines, `inner` for what its blocks hold (those `descend` allows). */
function indexInto(into: Index, model: Model, state: PerModel, list: readonly Directive[], level: WrittenDirective['level'], inner: WrittenDirective['level'], descend: (d: Directive) => boolean): void {
  const apache = model.dialect === 'apache';
  for (const d of splicerOf(model, state).expand(list)) {
    const key = apache ? d.name.toLowerCase() : d.name;
    const entry = { directive: d, level };
    const known = into.get(key);
    if (known) known.push(entry);
    else into.set(key, [entry]);
    if (d.block && descend(d)) indexInto(into, model, state, d.block, inner, inner, descend);
  }
}

const nginxDescends = (d: Directive) => !NGINX_NOT_WALKED.has(d.name);
const apacheDescends = (d: Directive) => !/^<?virtualhost$/i.test(d.name);

function ownIndex(model: Model, state: PerModel, server: Server): Index {
  const index: Index = new Map();
  if (server.kind === 'virtual' && server.directive?.block) {
    indexInto(index, model, state, server.directive.block, 'server', 'nested', model.dialect === 'apache' ? () => true : nginxDescends);
  } else if (server.kind === 'global') {
    const own = topLevel(model, server);
    if (own) indexInto(index, model, state, own, 'server', 'nested', model.dialect === 'apache' ? apacheDescends : nginxDescends);
  }
  return index;
}

/** The directives of a global server: nginx's http block (a fragment's top level), Apache's main config file. */
function topLevel(model: Model, global: Server): readonly Directive[] | undefined {
  if (model.dialect === 'apache') return model.parsed?.get(model.root)?.directives;
  return global.directive?.block ?? (model.fragment ? model.parsed?.get(model.root)?.directives : undefined);
}

function outerIndex(model: Model, state: PerModel, server: Server): Index | undefined {
  let global: Server | undefined;
  if (model.dialect === 'nginx') {
    if (!state.outerOf) {
      // The global server (http block) is listed before its servers (src/nginx/model.ts).
      state.outerOf = new Map();
      let current: Server | undefined;
      for (const s of model.servers) {
        if (s.kind === 'global') current = s;
        else state.outerOf.set(s, current);
      }
    }
    global = state.outerOf.get(server);
    if (!global) return undefined;
  }
  let index = state.outer.get(global);
  if (!index) {
    index = new Map();
    // nginx: the http level's own lines, not what its blocks hold (other servers, upstream
    // groups, maps); Apache: the main config with its sections, not the <VirtualHost>s.
    const list = global ? topLevel(model, global) : model.parsed?.get(model.root)?.directives;
    if (list) indexInto(index, model, state, list, 'outer', 'outer', model.dialect === 'apache' ? apacheDescends : () => false);
    index.delete('server');
    state.outer.set(global, index);
  }
  return index;
}

const namesByModel = new WeakMap<Model, Set<string>>();

/** Whether the tree writes `name` anywhere (any case for Apache): read once per model, so that a rule skips a directive no file has. */
export function writesAnywhere(model: Model, name: string): boolean {
  let names = namesByModel.get(model);
  if (!names) {
    const found = new Set<string>();
    const apache = model.dialect === 'apache';
    const walk = (list: readonly Directive[]) => {
      for (const d of list) {
        found.add(apache ? d.name.toLowerCase() : d.name);
        if (d.block) walk(d.block);
      }
    };
    for (const parsed of model.parsed?.values() ?? []) walk(parsed.directives);
    namesByModel.set(model, (names = found));
  }
  return names.has(model.dialect === 'apache' ? name.toLowerCase() : name);
}
