import { describe, expect, it } from 'vitest';
import { isJsonMediaType } from './media-type.js';

describe('isJsonMediaType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    '  application/json  ;charset=UTF-8',
    'application/json;',
  ])('accepts %j', (value) => {
    expect(isJsonMediaType(value)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'text/plain; charset=application/json',
    'text/plain;application/json',
    'application/x-www-form-urlencoded; a=application/json',
    'multipart/form-data; boundary=application/json',
    'application/jsonx',
    'application/json-patch+json',
    'xapplication/json',
    'application/ json',
    'application/json, text/plain',
    'text/plain, application/json',
    'application',
  ])('refuses %j', (value) => {
    expect(isJsonMediaType(value)).toBe(false);
  });
});
