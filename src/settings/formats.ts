// The report formats `--format` accepts, apart from the reports themselves so that the
// command line can list them without loading the report code.
export const FORMATS = ['stylish', 'unix', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];
