// `ssllint lsp`: a Language Server Protocol server over stdio (vscode-languageserver). Open
// nginx and Apache buffers are linted as they are typed, unsaved, in the tree that includes them
// (judge.ts); diagnostics, code actions from the fix engine (actions.ts) and hover with the rule's
// page. Nothing a buffer holds stops the server: a lint that throws becomes a diagnostic.
import { realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionTriggerKind,
  createConnection,
  LSPErrorCodes,
  StreamMessageReader,
  StreamMessageWriter,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type Diagnostic,
  type InitializeParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { rulePage } from '../../docs/rule-page.js';
import { ruleDocsUrl } from '../../report/rule-url.js';
import { RULES } from '../../../rules/index.js';
import type { ParseCache } from '../../source/types.js';
import { FIX_ALL_KIND, FIX_ALL_TITLE, fixAllSafe, hasSafeFix, quickFixes, type ActionContext } from './actions.js';
import { findingRange, toDiagnostic, within } from './convert.js';
import { judge, type Judged } from './judge.js';
import { SettingsCache } from './settings.js';
import { inside } from './tree.js';
import { toolVersion } from '../../settings/version.js';
import { workspaceOf } from '../../source/fence.js';
import { MAX_CONFIG_BYTES } from '../../source/read.js';
import { codeSpan } from '../../report/markdown.js';
import { frameGuard } from './frames.js';

/** Wait after the last keystroke before linting (initializationOptions.debounceMs overrides it). */
const DEFAULT_DEBOUNCE_MS = 150;

interface Linted {
  version: number;
  judged: Judged;
}

/**
 * The connection over this process's stdin and stdout, its frames checked first (frames.ts): a
 * malformed one ends the process with an error, so that the editor starts a new server.
 */
function stdioConnection(): Connection {
  const input = process.stdin.pipe(
    frameGuard((why) => {
      process.stderr.write(`ssllint lsp: the client sent ${why}; the stream cannot be read past it, so the server exits (the editor restarts it)\n`);
      process.exit(1);
    }),
  );
  return createConnection(new StreamMessageReader(input), new StreamMessageWriter(process.stdout));
}

export function startServer(connection: Connection = stdioConnection(), now: () => Date = () => new Date()): void {
  const documents = new TextDocuments(TextDocument);
  const settings = new SettingsCache(now);
  const linted = new Map<string, Linted>();
  // The tree is read at every edit; its unchanged nginx files are not parsed again.
  const parsed: ParseCache = new Map();
  const timers = new Map<string, NodeJS.Timeout>();
  let folders: string[] = [];
  let debounceMs = DEFAULT_DEBOUNCE_MS;
  /** The client fills in an action's edit with codeAction/resolve (resolveSupport names `edit`). */
  let resolveEdits = false;
  let configErrorShown: string | undefined;

  const realOf = (path: string): string => {
    try {
      return realpathSync.native(path);
    } catch {
      return path;
    }
  };
  const fileOf = (uri: string): string | undefined => (uri.startsWith('file:') ? realOf(fileURLToPath(uri)) : undefined);
  const folderOf = (file: string): string | undefined => folders.find((f) => inside(file, f));
  const uriOf = (file: string): string => {
    for (const d of documents.all()) if (fileOf(d.uri) === file) return d.uri;
    return pathToFileURL(file).href;
  };

  /** The buffer's real path, or a protocol error for what the server does not serve. */
  const servedFile = (uri: string): string => {
    const file = fileOf(uri);
    if (file === undefined) throw new ResponseError(LSPErrorCodes.RequestFailed, `ssllint serves file: URIs only, not ${uri}`);
    if (folders.length && !folderOf(file)) throw new ResponseError(LSPErrorCodes.RequestFailed, `${file} lies outside the workspace (${folders.join(', ')})`);
    return file;
  };

  // A buffer is bounded as a file is (docs/input-bounds.md): one over 10 MB is not linted, and
  // the other buffers' trees read its file from the disk (where the same bound holds).
  const tooLarge = (text: string): boolean => text.length > MAX_CONFIG_BYTES || Buffer.byteLength(text) > MAX_CONFIG_BYTES;
  const overlay = (): Map<string, string> => {
    const map = new Map<string, string>();
    for (const d of documents.all()) {
      const file = fileOf(d.uri);
      const text = d.getText();
      if (file !== undefined && !tooLarge(text)) map.set(file, text);
    }
    return map;
  };

  async function lintDocument(uri: string): Promise<void> {
    const doc = documents.get(uri);
    if (!doc) return;
    let file: string;
    try {
      file = servedFile(uri);
    } catch (err) {
      connection.console.log(`ssllint: not linted: ${(err as Error).message}`);
      return;
    }
    const folder = folderOf(file);
    // A file opened without a workspace folder is fenced in its repository, else its server tree.
    const top = folder ?? workspaceOf(file);
    const version = doc.version;
    if (tooLarge(doc.getText())) {
      linted.delete(uri);
      const size = Buffer.byteLength(doc.getText());
      const d: Diagnostic = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 1, source: 'ssllint', code: 'file-unreadable', message: `the buffer is larger than 10 MB (${size} bytes), the bound on a configuration file: not linted (docs/input-bounds.md)` };
      void connection.sendDiagnostics({ uri, version, diagnostics: [d] });
      return;
    }
    try {
      const ws = folder ? await settings.get(folder) : await settings.get(realOf(pathDir(file)), top);
      if (ws.error && ws.error !== configErrorShown) {
        configErrorShown = ws.error;
        void connection.window.showErrorMessage(`ssllint: ${ws.error} (linting with the defaults until it is mended)`);
      }
      const judged = judge(file, top, ws, overlay(), RULES, parsed);
      // Every open buffer of the tree is judged anew: an edit to nginx.conf changes its sites.
      for (const d of documents.all()) {
        const other = fileOf(d.uri);
        if (other === undefined || !judged.result.files.includes(other)) continue;
        // A buffer judged in a tree of its own (other config roots, another main config) keeps it.
        const before = linted.get(d.uri);
        if (d.uri !== uri && before && before.judged.options.paths.join('\0') !== judged.options.paths.join('\0')) continue;
        linted.set(d.uri, { version: d.uri === uri ? version : d.version, judged });
        publish(d, other, judged);
      }
    } catch (err) {
      const d: Diagnostic = { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 1, source: 'ssllint', message: `ssllint could not lint this file: ${(err as Error).message}` };
      void connection.sendDiagnostics({ uri, version, diagnostics: [d] });
    }
  }

  function publish(doc: TextDocument, file: string, judged: Judged): void {
    const text = doc.getText();
    const diagnostics = judged.result.findings.filter((f) => f.location.file === file).map((f) => toDiagnostic(f, text, ruleDocsUrl(f.ruleId)));
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics });
  }

  function schedule(uri: string, delay: number): void {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        void lintDocument(uri);
      }, delay),
    );
  }

  /** What the last lint of the buffer found, if it was of the buffer as it is now. */
  const current = (uri: string): { doc: TextDocument; file: string; judged: Judged } | undefined => {
    const file = servedFile(uri);
    const doc = documents.get(uri);
    const l = linted.get(uri);
    if (!doc || !l || l.version !== doc.version) return undefined;
    return { doc, file, judged: l.judged };
  };

  connection.onInitialize((params: InitializeParams) => {
    const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    folders = uris.filter((u) => u.startsWith('file:')).map((u) => realOf(fileURLToPath(u)));
    const opts = params.initializationOptions as { debounceMs?: unknown } | undefined;
    if (typeof opts?.debounceMs === 'number' && opts.debounceMs >= 0) debounceMs = opts.debounceMs;
    resolveEdits = params.capabilities.textDocument?.codeAction?.resolveSupport?.properties.includes('edit') ?? false;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        codeActionProvider: { codeActionKinds: ['quickfix', FIX_ALL_KIND], resolveProvider: true },
        hoverProvider: true,
      },
      serverInfo: { name: 'ssllint', version: toolVersion() },
    };
  });

  documents.onDidOpen((e) => schedule(e.document.uri, 0));
  documents.onDidChangeContent((e) => {
    // onDidOpen has it linted at once; a change waits for the typing to pause.
    if (linted.has(e.document.uri) || timers.has(e.document.uri)) schedule(e.document.uri, debounceMs);
  });
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    linted.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    // The file on disk takes the buffer's place in the trees of the buffers still open.
    for (const d of documents.all()) if (d.uri !== e.document.uri) schedule(d.uri, debounceMs);
  });

  connection.onDidChangeWatchedFiles((params) => {
    if (params.changes.some((c) => /\/\.ssllint\.(json|ya?ml)$/.test(c.uri))) settings.invalidate();
    for (const d of documents.all()) schedule(d.uri, debounceMs);
  });

  connection.onCodeAction((params) => {
    const now = current(params.textDocument.uri);
    if (!now) return [];
    const ctx: ActionContext = { judged: now.judged, file: now.file, text: now.doc.getText(), rules: RULES, perRule: new Map(), uriOf };
    const only = params.context.only;
    const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
    const out: CodeAction[] = [];
    if (wants('quickfix')) for (const each of quickFixes(ctx, params.range)) out.push(each);
    if (wants(FIX_ALL_KIND)) {
      // Verifying "fix all" lints the whole tree again: an editor asks for actions at every
      // cursor move, so a client that can resolve an action later gets it without its edit,
      // and one that cannot gets it only when it asks for it (the source actions menu, fix on
      // save) or the user does (CodeActionTriggerKind.Invoked), never as the cursor moves.
      if (resolveEdits) {
        if (hasSafeFix(ctx)) out.push({ title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, data: { uri: params.textDocument.uri, version: now.doc.version } });
      } else if (only !== undefined || params.context.triggerKind === CodeActionTriggerKind.Invoked) {
        const all = fixAllSafe(ctx);
        if (all) out.push(all);
      }
    }
    return out;
  });

  connection.onCodeActionResolve((action) => {
    const data = action.data as { uri?: unknown; version?: unknown } | undefined;
    if (action.kind !== FIX_ALL_KIND || typeof data?.uri !== 'string') return action;
    const now = current(data.uri);
    // The buffer changed since the action was offered: no edit rather than one for other text.
    if (!now || now.doc.version !== data.version) return action;
    const all = fixAllSafe({ judged: now.judged, file: now.file, text: now.doc.getText(), rules: RULES, perRule: new Map(), uriOf });
    return all ? { ...action, edit: all.edit } : action;
  });

  connection.onHover((params) => {
    const now = current(params.textDocument.uri);
    if (!now) return null;
    const { line, character } = params.position;
    const text = now.doc.getText();
    const here = now.judged.result.findings.filter((f) => f.location.file === now.file && within(findingRange(f, text), line, character));
    if (here.length === 0) return null;
    const seen = new Set<string>();
    const parts: string[] = [];
    for (const f of here) {
      // The message and the fix quote the configuration: code spans, where nothing is Markdown.
      parts.push(`**${f.ruleId}** (${f.severity}): ${codeSpan(f.message)}${f.fix ? `\n\nFix: ${codeSpan(f.fix.description)}` : ''}`);
      if (seen.has(f.ruleId)) continue;
      seen.add(f.ruleId);
      const rule = RULES.find((r) => r.meta.id === f.ruleId);
      if (rule) parts.push(rulePage(rule.meta).replace(/^<!--.*?-->\n*/s, ''));
    }
    return { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } };
  });

  documents.listen(connection);
  connection.listen();
}

function pathDir(file: string): string {
  const i = file.lastIndexOf('/');
  return i > 0 ? file.slice(0, i) : '/';
}
