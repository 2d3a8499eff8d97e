// `ssllint audit`'s flags, as commander hands them over: audit-command.ts defines them,
// audit-run.ts acts on them.
export const AUDIT_FORMATS = ['text', 'json', 'markdown', 'html'] as const;

export interface AuditFlags {
  format: string;
  output?: string;
  config?: string | false;
  openssl?: string;
  pathMap?: string[];
  define?: string[];
  nginxVersion?: string;
  apacheVersion?: string;
  now?: string;
  tar?: string;
  width?: string;
  policy?: string[];
  failGrade?: string;
  platform?: string;
}
