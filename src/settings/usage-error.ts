// A bad flag or config value: the command prints `ssllint: MESSAGE` and exits 2. Its own
// module so that the command line can catch it without loading what throws it.
export class UsageError extends Error {}
