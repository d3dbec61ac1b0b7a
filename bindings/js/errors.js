// The one error type of the package: `code` is stable for programs, `message` names the bad input.
export class RegaliaError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'RegaliaError';
    this.code = code;
  }
}
