// The `re2` module that firebase-tools' Hosting emulator (through superstatic) loads to match the
// `regex` rewrites, redirects and headers of firebase.json: RE2's syntax, as Firebase Hosting
// matches them, in JavaScript (re2js) instead of the native module, which npm would compile from
// source on every fresh install — minutes of two cores (decision 078). It offers what superstatic
// calls: `new RE2(pattern, flags)`, `exec`, `test` and `String.prototype.match`.
const { RE2JS } = require('re2js');

class RE2 {
  constructor(pattern, flags = '') {
    this.source = String(pattern);
    this.flags = String(flags);
    this.compiled = RE2JS.compile(
      this.source,
      this.flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0,
    );
  }

  exec(input) {
    return this.compiled.exec(String(input));
  }

  test(input) {
    return this.compiled.test(String(input));
  }

  [Symbol.match](input) {
    return this.exec(input);
  }
}

module.exports = RE2;
