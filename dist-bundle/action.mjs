import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);
import {
  ConfigError,
  FORMATS,
  RULES,
  SEVERITY_RANK,
  UsageError,
  allRuleMeta,
  appendStepSummary,
  countSeverities,
  exitCodeFor,
  findConfigFile,
  formatGithub,
  formatReport,
  formatSarif,
  lint,
  plural,
  readConfigFile,
  resolveHardware,
  resolveSettings,
  toolVersion,
  workflowCommand
} from "./chunk-LIS6PN2E.mjs";
import "./chunk-IQYUG5EO.mjs";
import "./chunk-CUJYAHEX.mjs";

// src/action/run.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, resolve } from "node:path";

// src/action/inputs.ts
var InputError = class extends Error {
};
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
function getInput(env, name) {
  return (env[inputVariable(name)] ?? "").trim();
}
var TRUE = ["true", "True", "TRUE"];
var FALSE = ["false", "False", "FALSE"];
function getBooleanInput(env, name, fallback) {
  const value = getInput(env, name);
  if (value === "") return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new InputError(`input "${name}": "${value}" is not a boolean (use true or false)`);
}
var FAIL_LEVELS = ["error", "warning", "info"];
function readInputs(env) {
  const paths = getInput(env, "paths").split(/\s+/).filter(Boolean);
  if (paths.includes("-")) throw new InputError('input "paths": `-` (standard input) has no meaning in an Action; name files or directories');
  const failLevel = getInput(env, "fail-level") || "error";
  if (!FAIL_LEVELS.includes(failLevel)) throw new InputError(`input "fail-level": "${failLevel}" must be error, warning or info`);
  const format = getInput(env, "format") || "stylish";
  if (!FORMATS.includes(format)) throw new InputError(`input "format": "${format}" must be one of ${FORMATS.join(", ")}`);
  const config = getInput(env, "config");
  return {
    paths,
    config: config === "" ? void 0 : config,
    failLevel,
    format,
    sarifFile: getInput(env, "sarif-file"),
    annotations: getBooleanInput(env, "annotations", true)
  };
}

// src/action/outputs.ts
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
function delimiterFor(value) {
  for (; ; ) {
    const delimiter = `ssllint_${randomBytes(16).toString("hex")}`;
    if (!value.includes(delimiter)) return delimiter;
  }
}
function outputEntry(name, value) {
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) throw new Error(`invalid output name: ${name}`);
  if (!/[\r\n]/.test(value)) return `${name}=${value}
`;
  const delimiter = delimiterFor(value);
  return `${name}<<${delimiter}
${value}
${delimiter}
`;
}
function writeOutputs(file, outputs) {
  if (!file) return;
  appendFileSync(file, outputs.map(([name, value]) => outputEntry(name, value)).join(""));
}

// src/action/run.ts
async function runAction(io) {
  try {
    return await lintAndReport(io);
  } catch (err) {
    if (err instanceof InputError || err instanceof UsageError) {
      io.stdout(`${workflowCommand("error", [["title", "ssllint"]], err.message)}
`);
      return 2;
    }
    io.stdout(`${workflowCommand("error", [["title", "ssllint internal error"]], `${err.message}. Please report this with the config that caused it.`)}
`);
    return 2;
  }
}
async function defaultPaths(inputs, cwd) {
  if (inputs.paths.length > 0) return inputs.paths;
  try {
    const file = inputs.config ? resolve(cwd, inputs.config) : findConfigFile(cwd);
    if (file && (await readConfigFile(file)).roots?.length) return [];
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
  return ["."];
}
async function lintAndReport(io) {
  const inputs = readInputs(io.env);
  const known = new Set(allRuleMeta().map((m) => m.id));
  const flags = { config: inputs.config, failLevel: inputs.failLevel, format: inputs.format };
  const settings = await resolveSettings(await defaultPaths(inputs, io.cwd), flags, io.cwd, known, io.now);
  const hardware = await resolveHardware(settings.hardware);
  if (!hardware.ok) throw new UsageError(`hardware auto: ${hardware.error}`);
  const result = lint({ ...settings.lint, hardware: hardware.hosts }, RULES);
  const input = {
    findings: result.findings,
    files: result.files,
    cwd: io.cwd,
    rules: allRuleMeta(),
    tool: { name: "ssllint", version: toolVersion() },
    color: color(io.env)
  };
  if (inputs.format !== "github") io.stdout(formatReport(inputs.format, input));
  if (inputs.annotations || inputs.format === "github") io.stdout(formatGithub(input, io.env));
  else writeSummary(input, io.env, io.stdout);
  const sarifFile = sarifPath(inputs.sarifFile, io);
  try {
    mkdirSync(dirname(sarifFile), { recursive: true });
    writeFileSync(sarifFile, formatSarif(input));
  } catch (err) {
    throw new UsageError(`input "sarif-file": cannot write ${sarifFile} (${err.code ?? "error"})`);
  }
  const counts = countSeverities(result.findings);
  writeOutputs(io.env.GITHUB_OUTPUT, [
    ["errors", String(counts.error)],
    ["warnings", String(counts.warning)],
    ["infos", String(counts.info)],
    ["sarif-file", sarifFile]
  ]);
  const code = exitCodeFor(result.findings, settings.failLevel);
  if (code !== 0) {
    const failing = result.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[settings.failLevel]).length;
    io.stdout(`ssllint: ${plural(failing, "finding")} at or above fail-level ${settings.failLevel}.
`);
  }
  return code;
}
function color(env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0";
}
function sarifPath(given, io) {
  if (given !== "") return isAbsolute(given) ? given : resolve(io.cwd, given);
  return resolve(io.env.RUNNER_TEMP || tmpdir(), "ssllint.sarif");
}
function writeSummary(input, env, out) {
  const { problem } = appendStepSummary(input, env);
  if (problem) out(`${problem}
`);
}

// src/action/main.ts
process.exitCode = await runAction({
  stdout: (text) => process.stdout.write(text),
  env: process.env,
  cwd: process.cwd(),
  now: () => /* @__PURE__ */ new Date()
});
