// What `ssllint audit` does once commander has read its flags: the settings the lint uses,
// one lint, the audit built from its models and findings, the report in the format asked.
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RULES, allRuleMeta } from '../../rules/index.js';
import { resolveHardware } from '../advice/auto.js';
import type { AuditFlags } from './audit-command.js';
import { AUDIT_FORMATS } from './audit-command.js';
import type { Io } from './main.js';
import { resolveSettings } from '../settings/options.js';
import { UsageError } from '../settings/usage-error.js';
import { toolVersion } from '../settings/version.js';
import { platformTable } from '../platform/choose.js';
import { hostOf, refuseWrongPaths, writeFile } from './lint-command.js';
import { progressLine } from './progress.js';
import { lint, type LintOptions } from '../lint.js';
import { buildAudit } from '../audit/audit.js';
import { formatHtml } from '../audit/format-html.js';
import { FAIL_GRADES, gateMessage, isGrade } from '../audit/gate.js';
import { formatJson } from '../audit/format-json.js';
import { formatMarkdown } from '../audit/format-markdown.js';
import { formatText } from '../audit/format-text.js';
import { archiveFs, readLimited, readTar, TarError, TAR_LIMITS } from '../audit/tar.js';
import type { AuditReport, Grade } from '../audit/types.js';

/** Trees looked for on the host, or in an archive, when no path is given. */
const DEFAULT_ROOTS = ['/etc/nginx', '/etc/apache2', '/etc/httpd'];

/**
 * Exit code 0; 1 when part of the configuration was not read, or when --fail-grade is given and
 * a server grades below it; usage errors throw UsageError.
 */
export async function runAudit(paths: string[], flags: AuditFlags, io: Io): Promise<number> {
  const format = flags.format ?? 'text';
  if (flags.failGrade !== undefined && !isGrade(flags.failGrade)) throw new UsageError(`--fail-grade: "${flags.failGrade}" must be one of ${FAIL_GRADES.join(', ')}`);
  if (!(AUDIT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format: "${format}" must be one of ${AUDIT_FORMATS.join(', ')}`);
  let archive: ReturnType<typeof archiveFs> | undefined;
  if (flags.tar !== undefined) {
    let bytes: Buffer;
    try {
      bytes = flags.tar === '-' ? readStdinBytes(io) : readArchiveFile(resolve(io.cwd, flags.tar));
    } catch (err) {
      if (err instanceof TarError) throw new UsageError(`--tar: ${err.message}`);
      throw new UsageError(`--tar: cannot read ${flags.tar}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    try {
      archive = archiveFs(readTar(bytes));
    } catch (err) {
      if (err instanceof TarError) throw new UsageError(`--tar: ${err.message}`);
      throw err;
    }
    if (paths.length === 0) paths = DEFAULT_ROOTS.filter((p) => archive!.fs.kind(p) === 'dir');
    if (paths.length === 0) throw new UsageError(`--tar: the archive holds none of ${DEFAULT_ROOTS.join(', ')}: name the tree to audit`);
  }
  if (flags.platform === 'list') {
    io.stdout(platformTable());
    return 0;
  }
  const known = new Set(allRuleMeta().map((m) => m.id));
  // An archive is another machine's tree: `--platform auto` reads this host, so it judges nothing there.
  const host = archive ? null : hostOf(io);
  // No path and no config file's roots: the host's own trees, those it has (a machine runs
  // nginx or Apache, seldom both), each one missing said in a note.
  let defaultsNote: string | undefined;
  const hostRoots = (): string[] => {
    const all = DEFAULT_ROOTS.map((p) => join(host?.root ?? '/', p));
    const found = all.filter((p) => existsSync(p));
    if (found.length === 0) throw new UsageError(`no path given, and none of ${all.join(', ')} is on this machine: name the tree to audit`);
    const absent = all.filter((p) => !found.includes(p));
    defaultsNote = `no path given: auditing ${found.join(' and ')}${absent.length ? ` (${absent.join(' and ')}: not on this machine)` : ''}`;
    return found;
  };
  const settings = await resolveSettings(paths, { config: flags.config, openssl: flags.openssl, pathMap: flags.pathMap, define: flags.define, nginxVersion: flags.nginxVersion, apacheVersion: flags.apacheVersion, now: flags.now, policy: flags.policy, platform: flags.platform }, io.cwd, known, io.now, host, undefined, archive ? undefined : hostRoots);
  if (defaultsNote) io.stderr(`ssllint: ${defaultsNote}\n`);
  for (const note of settings.notes) io.stderr(`ssllint: ${note}\n`);
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`hardware: ${hardware.error}`);
  if (archive && settings.lint.paths.includes('-')) throw new UsageError('--tar: standard input holds the archive; name paths inside it instead of -');
  // `-` is standard input (a config or an `nginx -T` dump), as for the lint.
  const roots = settings.lint.paths.map((p) => (p === '-' ? p : resolve(archive ? '/' : io.cwd, p)));
  // Behind a closed fence the loader says what is missing: whether a path outside exists is not told.
  const missing = roots.filter((p) => p !== '-' && (archive ? archive.fs.kind(p) === 'missing' : !settings.lint.fence?.of(p).closed && !existsSync(p)));
  if (missing.length) throw new UsageError(`no such file or directory${archive ? ' in the archive' : ''}: ${missing.join(', ')}`);
  const options: LintOptions = { ...settings.lint, paths: roots, hardware: hardware.hosts };
  if (roots.includes('-')) options.stdin = io.readStdin();
  if (archive) {
    options.fs = archive.fs;
    options.certReader = archive.certReader;
    options.pathMap = [];
  }
  const line = progressLine(io);
  const result = lint({ ...options, progress: line.progress }, RULES);
  line.done();
  refuseWrongPaths(result.skipped, roots, settings.lint.paths);
  const report = buildAudit(result.models, result.findings, { target: settings.lint.target, now: settings.lint.now, toolVersion: toolVersion(), policies: result.policies });
  const text = render(format, report, io, flags);
  if (flags.output) writeFile(resolve(io.cwd, flags.output), [text]);
  else io.stdout(text);
  // A configuration the audit could not read whole must not pass for one it graded.
  const failed = flags.failGrade !== undefined ? gateMessage(report, flags.failGrade as Grade) : undefined;
  if (failed) io.stderr(`${failed}\n`);
  return failed || report.notRead?.length ? 1 : 0;
}

function render(format: string, report: AuditReport, io: Io, flags: AuditFlags): string {
  switch (format) {
    case 'json':
      return formatJson(report, { cwd: io.cwd });
    case 'markdown':
      return formatMarkdown(report, { cwd: io.cwd });
    case 'html':
      return formatHtml(report, { cwd: io.cwd });
    default: {
      const width = flags.width !== undefined ? Number(flags.width) : undefined;
      if (width !== undefined && !(width >= 80 && width <= 120)) throw new UsageError(`--width: "${flags.width}" must be a number from 80 to 120`);
      return formatText(report, { cwd: io.cwd, width });
    }
  }
}

function readStdinBytes(io: Io): Buffer {
  // io.readStdin decodes text; an archive needs the bytes.
  if (io.readStdinBytes) return io.readStdinBytes();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return readLimited((buf) => {
    for (;;) {
      try {
        return readSync(0, buf, 0, buf.length, null);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // A non-blocking pipe with nothing in it yet (ssh still sending): wait and ask again.
        if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 10);
        else if (code === 'EOF') return 0;
        else throw err;
      }
    }
  });
}

/**
 * The archive named by `--tar FILE`, read through the same bounded loop as standard input: a
 * pipe (`<(ssh host tar …)`, a FIFO) has no size to check first, and is read only up to the
 * archive bound. Opened blocking, as tar opens it: a FIFO waits for its writer.
 */
function readArchiveFile(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const st = fstatSync(fd);
    if (st.isFile() && st.size > TAR_LIMITS.archiveBytes) throw new TarError(`the archive is larger than ${TAR_LIMITS.archiveBytes / 1024 / 1024} MB`);
    return readLimited((buf) => readSync(fd, buf, 0, buf.length, null));
  } finally {
    closeSync(fd);
  }
}
