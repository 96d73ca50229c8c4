import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactMessages as cm } from './messages.ts';
import { commonMasterQuery, contactEnquiryBody, termsQuery } from './schemas.ts';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!;
}

describe('contactEnquiryBody', () => {
  const valid = {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.com',
    message: 'Please call me back.',
  };

  it('accepts a complete enquiry', () => {
    expect(contactEnquiryBody.parse(valid)).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['message left out', { message: undefined }, { message: '' }],
    ['message null', { message: null }, { message: '' }],
    ['message empty', { message: '' }, { message: '' }],
    ['message trimmed', { message: '  Hello  ' }, { message: 'Hello' }],
    ['message of 2000 characters', { message: 'm'.repeat(2000) }, { message: 'm'.repeat(2000) }],
    ['name trimmed', { name: ' Asha Rao ' }, { name: 'Asha Rao' }],
    ['single-word name', { name: 'Asha' }, { name: 'Asha' }],
    ['phone as a number', { phone: 9876543210 }, { phone: '9876543210' }],
    ['phone starting 6', { phone: '6123456789' }, { phone: '6123456789' }],
    ['e-mail lower-cased', { email: 'Asha@Example.COM' }, { email: 'asha@example.com' }],
  ])('accepts: %s', (_title, change, expected) => {
    expect(contactEnquiryBody.parse({ ...valid, ...change })).toMatchObject(expected);
  });

  it('accepts an enquiry without the message key', () => {
    const { message: _message, ...rest } = valid;
    expect(contactEnquiryBody.parse(rest)).toEqual({ ...rest, message: '' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: undefined }, 'name', cm.nameRequired],
    ['null name', { name: null }, 'name', cm.nameRequired],
    ['empty name', { name: '' }, 'name', cm.nameRequired],
    ['blank name', { name: '  ' }, 'name', cm.nameRequired],
    ['one letter', { name: 'A' }, 'name', cm.nameInvalid],
    ['digits', { name: 'Asha 123' }, 'name', cm.nameInvalid],
    ['punctuation', { name: 'Asha.Rao' }, 'name', cm.nameInvalid],
    ['leading digit', { name: '1 Asha' }, 'name', cm.nameInvalid],
    ['over 100 characters', { name: 'a'.repeat(101) }, 'name', cm.nameInvalid],
    ['no phone', { phone: undefined }, 'phone', cm.phoneRequired],
    ['null phone', { phone: null }, 'phone', cm.phoneRequired],
    ['empty phone', { phone: '' }, 'phone', cm.phoneRequired],
    ['11 digits', { phone: '98765432101' }, 'phone', cm.phoneInvalid],
    ['11 digits as a number', { phone: 98765432101 }, 'phone', cm.phoneInvalid],
    ['9 digits', { phone: '987654321' }, 'phone', cm.phoneInvalid],
    ['starting 5', { phone: '5876543210' }, 'phone', cm.phoneInvalid],
    ['starting 0', { phone: '0987654321' }, 'phone', cm.phoneInvalid],
    ['with +91', { phone: '+919876543210' }, 'phone', cm.phoneInvalid],
    ['with a space', { phone: '98765 43210' }, 'phone', cm.phoneInvalid],
    ['letters', { phone: 'phone12345' }, 'phone', cm.phoneInvalid],
    ['no e-mail', { email: undefined }, 'email', cm.emailRequired],
    ['null e-mail', { email: null }, 'email', cm.emailRequired],
    ['empty e-mail', { email: '' }, 'email', cm.emailRequired],
    ['no @', { email: 'asha.example.com' }, 'email', cm.emailInvalid],
    ['no domain', { email: 'asha@' }, 'email', cm.emailInvalid],
    ['no top-level domain', { email: 'asha@example' }, 'email', cm.emailInvalid],
    ['one-letter top-level domain', { email: 'asha@example.c' }, 'email', cm.emailInvalid],
    ['space inside', { email: 'asha rao@example.com' }, 'email', cm.emailInvalid],
    ['message over 2000 characters', { message: 'm'.repeat(2001) }, 'message', ''],
  ])('rejects: %s -> %s: %s', (_title, change, path, message) => {
    const issue = firstIssue(contactEnquiryBody, { ...valid, ...change });
    expect(issue.path).toEqual([path]);
    if (message) expect(issue.message).toBe(message);
  });
});

describe('commonMasterQuery', () => {
  it.each<[unknown, unknown]>([
    [{}, {}],
    [{ slug: 'language' }, { slug: ['language'] }],
    [{ slug: 'concerns, expert-approaches' }, { slug: ['concerns', 'expert-approaches'] }],
    [{ slug: ['expert-type'] }, { slug: ['expert-type'] }],
  ])('%j -> %j', (input, expected) => {
    expect(commonMasterQuery.parse(input)).toEqual(expected);
  });

  it.each([[''], ['colours'], ['language,colours']])('rejects slug %j', (slug) => {
    expect(commonMasterQuery.safeParse({ slug }).success).toBe(false);
  });
});

describe('termsQuery', () => {
  it.each(['gc', 'mhc'])('accepts %s', (type) => {
    expect(termsQuery.parse({ type })).toEqual({ type });
  });

  it.each([
    ['GC', 'gc'],
    [' Mhc ', 'mhc'],
  ])('takes %j as %s', (type, canonical) => {
    expect(termsQuery.parse({ type })).toEqual({ type: canonical });
  });

  it.each([undefined, '', 'other'])('rejects %j', (type) => {
    expect(firstIssue(termsQuery, { type }).message).toBe('Please choose gc or mhc.');
  });
});
