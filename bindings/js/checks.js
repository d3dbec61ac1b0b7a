// Argument checks shared by the API: every bad value becomes a RegaliaError before it reaches wasm.
import { RegaliaError } from './errors.js';

// Array.isArray throws on a revoked Proxy: reliability hardening, every check below goes
// through this so hostile values give a RegaliaError, never a TypeError.
export function isArray(value) {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

export function describe(value) {
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `a value of type ${typeof value}`;
}

export function badArgument(what, value) {
  return new RegaliaError('bad-argument', `${what}, got ${describe(value)}`);
}

// Reads an own data property without running getters a hostile object might define.
export function readOption(object, key) {
  let d;
  try {
    d = Object.getOwnPropertyDescriptor(object, key);
  } catch {
    // A Proxy whose getOwnPropertyDescriptor trap throws (reliability hardening).
    throw badArgument(`option '${key}' could not be read`, object);
  }
  if (!d) return undefined;
  if (!('value' in d)) throw badArgument(`option '${key}' must be a plain value, not a getter`, undefined);
  return d.value;
}

// A number option (read with readOption) within [min, max], whole when `integer`; undefined when
// absent. `what` names the call in the message ("think option 'depth' must be ...").
export function numberOption(options, key, what, { integer = false, min = 0, max }) {
  const v = readOption(options, key);
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max) {
    throw badArgument(`${what} option '${key}' must be a ${integer ? 'whole ' : ''}number from ${min} to ${max}`, v);
  }
  return v;
}

export function checkString(value, what, maxLength) {
  if (typeof value !== 'string') throw badArgument(`${what} must be a string`, value);
  if (value.length > maxLength) {
    throw new RegaliaError('input-too-long', `${what} is ${value.length} characters long; the limit is ${maxLength}`);
  }
  return value;
}

export function isPlainObject(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;  // a revoked Proxy (reliability hardening)
  }
}

// A wasm call that reports failure as { code, message } (or null on success) becomes a throw.
export function check(result) {
  if (result) throw new RegaliaError(result.code, result.message);
}
